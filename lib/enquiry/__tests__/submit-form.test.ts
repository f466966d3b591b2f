import { submitForm } from '@/lib/enquiry/submit-form';

describe('submitForm', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('without a connection it fails, saying that nothing was sent (never a success)', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const reply = await submitForm('/api/enquiry', { name: 'A' });
    expect(reply.ok).toBe(false);
    expect(reply.ok ? '' : reply.error).toMatch(/nothing was sent.*no connection/);
  });
});
