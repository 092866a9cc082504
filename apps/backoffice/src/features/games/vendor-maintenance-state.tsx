import { Badge, Text } from '@mantine/core';
import type { AdminVendor } from '@platform/contract/games';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '../../lib/format.ts';

/** Where a vendor's maintenance window stands now: running, coming, over, or none. */
export function maintenancePhase(vendor: AdminVendor, now: number): 'none' | 'active' | 'scheduled' | 'past' {
  if (!vendor.maintenanceStartsAt) return 'none';
  const end = vendor.maintenanceEndsAt ? Date.parse(vendor.maintenanceEndsAt) : null;
  if (end !== null && end <= now) return 'past';
  return Date.parse(vendor.maintenanceStartsAt) <= now ? 'active' : 'scheduled';
}

export function VendorMaintenanceState({ vendor }: { vendor: AdminVendor }) {
  const { t } = useTranslation();
  const start = formatMoment(vendor.maintenanceStartsAt);
  const end = formatMoment(vendor.maintenanceEndsAt);
  const open = !vendor.maintenanceEndsAt;
  switch (maintenancePhase(vendor, Date.now())) {
    case 'active':
      return (
        <Badge color="orange" variant="light" style={{ textTransform: 'none' }}>
          {open ? t('games.vendors.activeOpen') : t('games.vendors.activeUntil', { end })}
        </Badge>
      );
    case 'scheduled':
      return (
        <Text size="sm">
          {open ? t('games.vendors.scheduledOpen', { start }) : t('games.vendors.scheduled', { start, end })}
        </Text>
      );
    case 'past':
      return (
        <Text size="sm" c="dimmed">
          {t('games.vendors.past', { end })}
        </Text>
      );
    default:
      return (
        <Text size="sm" c="dimmed">
          {t('games.vendors.none')}
        </Text>
      );
  }
}
