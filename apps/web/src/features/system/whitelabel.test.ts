import { describe, expect, it } from 'vitest';
import { isModuleEnabled } from './whitelabel.ts';

const tree = [
  {
    modId: 'MENU3',
    enabled: '1' as const,
    childrenNodes: [
      { modId: 'VIP3', enabled: '1' as const, childrenNodes: [] },
      { modId: 'REWARD3', enabled: '0' as const, childrenNodes: [] },
    ],
  },
  {
    modId: 'OFF3',
    enabled: '0' as const,
    childrenNodes: [{ modId: 'LIVECHAT3', enabled: '1' as const, childrenNodes: [] }],
  },
];

describe('isModuleEnabled', () => {
  it('reads a module anywhere in the tree', () => {
    expect(isModuleEnabled(tree, 'VIP3')).toBe(true);
    expect(isModuleEnabled(tree, 'REWARD3')).toBe(false);
  });

  it('treats a module under a switched-off parent as off, and an unknown one as off', () => {
    expect(isModuleEnabled(tree, 'LIVECHAT3')).toBe(false);
    expect(isModuleEnabled(tree, 'NOPE3')).toBe(false);
    expect(isModuleEnabled(undefined, 'VIP3')).toBe(false);
  });
});
