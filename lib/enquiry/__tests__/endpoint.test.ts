import { enquiryDelivery } from '@/lib/enquiry/endpoint';

const enquiry = {
  name: 'Asha',
  contact: '9876543210',
  email: 'asha@example.in',
  query: 'Fees?',
  pagename: 'Contact Us',
  pageurl: 'https://x.in/contact-us',
};

describe('the enquiry endpoint of a lead', () => {
  it('sends a plain enquiry to /queryform with exactly its fields, the page address spelled pagurl', () => {
    expect(enquiryDelivery(enquiry)).toEqual({
      endpoint: 'queryform',
      body: {
        name: 'Asha',
        contact: '9876543210',
        email: 'asha@example.in',
        query: 'Fees?',
        pagename: 'Contact Us',
        pagurl: 'https://x.in/contact-us',
      },
    });
  });

  it('sends a lead with a verification token or campaign values to /queryform_google, keeping them', () => {
    expect(enquiryDelivery({ ...enquiry, recaptchaToken: 'tok' })).toEqual({
      endpoint: 'queryform_google',
      body: { ...enquiry, recaptchaToken: 'tok' },
    });
    expect(enquiryDelivery({ ...enquiry, utm_source: 'google', utm_term: '' })).toEqual({
      endpoint: 'queryform_google',
      body: { ...enquiry, utm_source: 'google' },
    });
  });
});
