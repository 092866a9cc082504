import { ADMIN_PATHS, API_PATHS } from '@platform/contract/paths';
import { expect } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';
import { JPEG, PNG } from '../images/image-fixtures.ts';

/** The smallest byte string the PDF check accepts: its header, and its end-of-file marker last. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

export const ADULT = {
  fullName: 'Aung Min Thu',
  birthDate: '1990-05-17',
  address: '12 Bogyoke Road, Yangon',
};

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function putProfile(t: TestApp, token: string, body: unknown) {
  return t.app.inject({
    method: 'PUT',
    url: API_PATHS.kycProfile,
    headers: bearer(token),
    payload: body as object,
  });
}

export function uploadDocument(
  t: TestApp,
  token: string,
  kind: string,
  bytes: Buffer,
  contentType = 'image/png',
) {
  return t.app.inject({
    method: 'POST',
    url: `${API_PATHS.kycUploads}/${kind}`,
    headers: { ...bearer(token), 'content-type': contentType },
    payload: bytes,
  });
}

/** Tier 1 granted, a passport and a selfie uploaded and sent: answers the pending submission's id. */
export async function submitPassport(
  t: TestApp,
  token: string,
): Promise<{ id: number; documentIds: number[] }> {
  expect((await putProfile(t, token, ADULT)).statusCode).toBe(200);
  const front = await uploadDocument(t, token, 'id_front', PNG);
  const selfie = await uploadDocument(t, token, 'selfie', JPEG, 'image/jpeg');
  expect(front.statusCode, front.body).toBe(201);
  expect(selfie.statusCode, selfie.body).toBe(201);
  const documentIds = [front.json().value.id as number, selfie.json().value.id as number];
  const sent = await t.app.inject({
    method: 'POST',
    url: API_PATHS.kycSubmissions,
    headers: bearer(token),
    payload: { idType: 'passport', frontDocumentId: documentIds[0], selfieDocumentId: documentIds[1] },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  return { id: sent.json().value.id as number, documentIds };
}

export function reviewAction(
  t: TestApp,
  operator: string,
  id: number,
  action: 'approve' | 'reject',
  body?: object,
) {
  return t.app.inject({
    method: 'POST',
    url: `${ADMIN_PATHS.kycReviews}/${id}/${action}`,
    headers: bearer(operator),
    ...(body ? { payload: body } : {}),
  });
}

export function kycStatus(t: TestApp, token: string) {
  return t.app.inject({ method: 'GET', url: API_PATHS.kyc, headers: bearer(token) });
}

/** Sets every tier's limits (null: none) through the operator API. */
export async function setTierLimits(
  t: TestApp,
  operator: string,
  limits: { depositLimit: number | null; withdrawalLimit: number | null }[],
  retention = { rejectedRetentionDays: 30, closedRetentionDays: 365 },
) {
  const response = await t.app.inject({
    method: 'PUT',
    url: ADMIN_PATHS.kycSettings,
    headers: bearer(operator),
    payload: { limits: limits.map((limit, tier) => ({ tier, ...limit })), ...retention },
  });
  expect(response.statusCode, response.body).toBe(200);
}
