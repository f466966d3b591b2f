import { receiveEnquiry } from '../receive';
import { submitLead } from '@/lib/enquiry/delivery-loop';

/* What the visitor's toast is built from when the API refuses an enquiry (docs/content-contract.md#form-answers). */
jest.mock('@/lib/enquiry/delivery-loop', () => ({ submitLead: jest.fn(), LeadNotStoredError: class extends Error {} }));
const submitted = jest.mocked(submitLead);

const enquiry = {
  form: 'page',
  name: 'Asha',
  email: 'asha@example.in',
  contact: '9876543210',
  pagename: 'Contact Us',
  pageurl: 'http://localhost:3000/contact-us',
};
const post = () =>
  receiveEnquiry(
    new Request('http://localhost:3000/api/enquiry', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(enquiry),
    }),
  );

describe('an enquiry the API refuses', () => {
  it("is answered without an error of our own when the API gives none: the toast reads 'Failed to submit query' alone", async () => {
    submitted.mockResolvedValueOnce({ outcome: 'rejected' });
    const answer = await post();
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ ok: false });
  });

  it("is answered with the API's reason when it gives one", async () => {
    submitted.mockResolvedValueOnce({ outcome: 'rejected', error: 'Duplicate enquiry' });
    expect(await (await post()).json()).toEqual({ ok: false, error: 'Duplicate enquiry' });
  });

  it('goes to /queryform when it carries neither a verification token nor campaign values', async () => {
    submitted.mockResolvedValueOnce({ outcome: 'delivered' });
    await post();
    expect(submitted).toHaveBeenLastCalledWith(
      'queryform',
      expect.objectContaining({ pagurl: enquiry.pageurl, query: 'Without Query Box Form' }),
    );
  });
});
