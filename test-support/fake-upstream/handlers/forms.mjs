// Handlers: the three form endpoints (docs/content-contract.md#forms). Accepted bodies are recorded as leads.

import { HttpError } from '../lib.mjs';

/** @typedef {import('../router.mjs').Route} Route */

/** Paths answered according to `formMode` rather than `mode`. */
export const FORM_PATHS = new Set(['/queryform', '/queryform_google', '/getacall']);

const ENQUIRY_OK = { statusCode: 200, message: 'Query Submit Successfully' };
const CALL_OK = { statusCode: 200, message: 'Request submitted successfully' };

/** @param {string | undefined} text @returns {Record<string, unknown>} */
function parseJsonObject(text) {
  let body;
  try {
    body = JSON.parse(text ?? '');
  } catch {
    throw new HttpError(400, 'Body must be JSON');
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, 'Body must be JSON');
  return body;
}

/** A 10-digit contact, as a string or a number. @param {unknown} v */
export function isValidContact(v) {
  if (typeof v === 'number') return Number.isInteger(v) && /^\d{10}$/.test(String(v));
  return typeof v === 'string' && /^\d{10}$/.test(v);
}

/** `text@text.text` @param {string} v */
export function isValidEmail(v) {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v);
}

/**
 * Validates an enquiry body; throws the 400 of docs/content-contract.md#forms on the first problem.
 * @param {Record<string, unknown>} body @param {'pagurl' | 'pageurl'} pageField
 */
function validateEnquiry(body, pageField) {
  for (const field of ['name', 'contact', 'email', 'query', 'pagename', pageField]) {
    const v = body[field];
    const empty = v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
    if (empty) throw new HttpError(400, `${field} is required`);
    if (field !== 'contact' && typeof v !== 'string') throw new HttpError(400, `${field} must be a string`);
  }
  if (!isValidContact(body.contact)) throw new HttpError(400, 'Contact number must be 10 digits');
  if (!isValidEmail(/** @type {string} */ (body.email))) throw new HttpError(400, 'Invalid email format');
  for (const field of ['recaptchaToken', 'utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content']) {
    const v = body[field];
    if (pageField === 'pageurl' && v !== undefined && v !== null && typeof v !== 'string') {
      throw new HttpError(400, `${field} must be a string`);
    }
  }
}

/** @type {Route[]} */
export const formRoutes = [
  [
    'POST',
    '/queryform',
    ({ body, recordLead }) => {
      const data = parseJsonObject(body);
      validateEnquiry(data, 'pagurl');
      recordLead?.('queryform', data);
      return ENQUIRY_OK;
    },
  ],
  [
    'POST',
    '/queryform_google',
    ({ body, recordLead }) => {
      const data = parseJsonObject(body);
      validateEnquiry(data, 'pageurl');
      recordLead?.('queryform_google', data);
      return ENQUIRY_OK;
    },
  ],
  [
    'POST',
    '/getacall',
    ({ body, recordLead }) => {
      const data = parseJsonObject(body);
      if (!isValidContact(data.contact)) throw new HttpError(400, 'Please enter a valid mobile number');
      recordLead?.('getacall', data);
      return CALL_OK;
    },
  ],
];
