import { callBackFieldsSchema, enquiryFieldsSchema, enquiryRequestSchema, scheduleCallFieldsSchema } from '@/lib/enquiry/schemas';

/** The first message per field, as react-hook-form's resolver shows it. */
const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries([...(result.error?.issues ?? [])].reverse().map((i) => [i.path.join('.'), i.message]));

describe('form validation (docs/screens.md#enquiry-forms)', () => {
  it('every field of the page form is required', () => {
    expect(messages(enquiryFieldsSchema.safeParse({ name: '', email: '', contact: '', query: ' ' }))).toEqual({
      name: 'This field is required.',
      email: 'This field is required.',
      contact: 'This field is required.',
      query: 'This field is required.',
    });
  });

  it.each(['a@b', 'a.b.c', '@b.c', 'a@.c', 'a b@c.d'])('%s is an invalid email', (email) => {
    expect(messages(scheduleCallFieldsSchema.safeParse({ name: 'A', contact: '9876543210', email })).email).toBe('Invalid email format.');
  });

  it.each(['12345', '98765432101', '98765abcde', '+919876543'])('%s is not 10 digits', (contact) => {
    expect(messages(enquiryFieldsSchema.safeParse({ name: 'A', email: 'a@b.in', contact, query: 'q' })).contact).toBe(
      'Contact number must be 10 digits.',
    );
  });

  it('accepts a valid enquiry', () => {
    expect(enquiryFieldsSchema.safeParse({ name: 'Asha', email: 'asha@example.in', contact: '9876543210', query: 'Fees?' }).success).toBe(
      true,
    );
  });

  it('the call-back widget refuses with the alert text', () => {
    expect(messages(callBackFieldsSchema.safeParse({ contact: '98' })).contact).toBe('Please enter a valid mobile number');
    expect(callBackFieldsSchema.safeParse({ contact: '9876543210' }).success).toBe(true);
  });

  it('the server request bounds every field', () => {
    const ok = { form: 'modal', name: 'A', email: 'a@b.in', contact: '9876543210' };
    expect(enquiryRequestSchema.safeParse(ok).success).toBe(true);
    expect(enquiryRequestSchema.safeParse({ ...ok, name: 'x'.repeat(101) }).success).toBe(false);
    expect(enquiryRequestSchema.safeParse({ ...ok, form: 'other' }).success).toBe(false);
    expect(enquiryRequestSchema.safeParse({ ...ok, utm_source: 'x'.repeat(201) }).success).toBe(false);
  });
});
