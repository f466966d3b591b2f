import { BadRequest } from './answers';

/*
 * Validation of the three form endpoints as the contract describes the API's own
 * (docs/content-contract.md#forms), so the embedded API refuses exactly what the institute's would.
 */
const TEN_DIGITS = /^\d{10}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function parseJsonBody(text: string | undefined): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text ?? '');
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new BadRequest('Body must be JSON');
}

const present = (v: unknown) => (typeof v === 'string' && v.trim() !== '') || typeof v === 'number';

export function validateEnquiry(body: Record<string, unknown>, pageField: 'pagurl' | 'pageurl'): void {
  for (const field of ['name', 'contact', 'email', 'query', 'pagename', pageField]) {
    if (!present(body[field])) throw new BadRequest(`${field} is required`);
  }
  if (!TEN_DIGITS.test(String(body.contact))) throw new BadRequest('Contact number must be 10 digits');
  if (!EMAIL.test(String(body.email))) throw new BadRequest('Invalid email format');
}

export function validateCallBack(body: Record<string, unknown>): void {
  if (!present(body.contact) || !TEN_DIGITS.test(String(body.contact))) {
    throw new BadRequest('Please enter a valid mobile number');
  }
}
