import { isIsoDate } from '@/lib/dates';
import { BadRequest } from './answers';

/** Path-parameter parsers of the contract (docs/content-contract.md#errors): malformed means 400. */
export function pageParam(value: string): number {
  if (!/^[1-9]\d{0,8}$/.test(value)) throw new BadRequest('Page must be a positive integer');
  return Number(value);
}

export function dateParam(value: string): string {
  if (!isIsoDate(value)) throw new BadRequest(`Invalid date '${value.slice(0, 40)}', expected YYYY-MM-DD`);
  return value;
}

export function limitParam(value: string): number {
  const n = /^\d{1,3}$/.test(value) ? Number(value) : NaN;
  if (!(n >= 1 && n <= 100)) throw new BadRequest('Limit must be an integer from 1 to 100');
  return n;
}

export function idParam(value: string, what: string): number {
  if (!/^\d{1,9}$/.test(value)) throw new BadRequest(`${what} must be a non-negative integer`);
  return Number(value);
}
