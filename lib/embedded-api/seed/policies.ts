/** Privacy, refund, terms and referral policies (served by /upsc/{pageurl}). */
import type { z } from '@/lib/zod';
import type { policyPageSchema } from '@/lib/content/schemas/writing';
import { ul } from './util';

type UpscPage = z.input<typeof policyPageSchema>;

const CONTACT =
  '<p><strong>Grievance Officer:</strong> Privacy &amp; Grievance Cell, 14-A/2, Bada Bazar Marg, Old Rajinder Nagar, New Delhi – 110060. E-mail: <a href="mailto:privacy@iasacademy.example">privacy@iasacademy.example</a>. Phone: +91 98100 12345 (Monday to Saturday, 10 AM – 6 PM).</p>';

const privacy = `<p>This Privacy Policy explains how we collect, use, store and share your personal data when you visit our website, submit an enquiry, request a call back, register for a course or use our student services. We process personal data in accordance with the <strong>Digital Personal Data Protection Act, 2023 (DPDP Act)</strong>, the rules made under it, and the Information Technology Act, 2000.</p>
<h2>1. Personal data we collect</h2>${ul(['<strong>Enquiry and call-back forms:</strong> name, mobile number, e-mail address, your query, and the page from which you contacted us', '<strong>Registration:</strong> details needed for admission such as date of birth, address, educational qualifications, photograph and payment details', '<strong>Campaign information:</strong> the source of your visit (for example utm parameters) when you arrive from an advertisement', '<strong>Technical data:</strong> IP address, browser type, pages visited and cookies, as described below'])}
<h2>2. Why we use it</h2>${ul(['To respond to your enquiry and call you back, as you requested', 'To process admissions, fees, classes, tests and results', 'To send course updates, reminders and study material you signed up for', 'To improve our website and measure the effectiveness of our campaigns', 'To comply with legal obligations, such as tax and accounting rules'])}
<h2>3. Consent and legitimate uses</h2><p>We process your personal data on the basis of the consent you give when you submit a form, or for legitimate uses permitted under the DPDP Act. Every request for consent is accompanied by a notice describing the data and the purpose. You may <strong>withdraw consent at any time</strong> by writing to the Grievance Officer; withdrawal does not affect processing already carried out.</p>
<h2>4. Your rights as a Data Principal</h2>${ul(['Right to obtain a summary of the personal data we process and the processing activities', 'Right to correction, completion, updating and erasure of your personal data', 'Right to grievance redressal through our Grievance Officer', 'Right to nominate another person to exercise your rights in the event of death or incapacity'])}<p>We respond to requests within a reasonable time and in any case within the period prescribed under the rules. If you are not satisfied with our response, you may complain to the <strong>Data Protection Board of India</strong>.</p>
<h2>5. Sharing of personal data</h2><p>We do not sell your personal data. We share it only with service providers who process it on our behalf (for example payment gateways, SMS and e-mail providers, cloud hosting and our content-management system), under contracts that require them to protect it, and with authorities when required by law.</p>
<h2>6. Cookies and analytics</h2><p>We use cookies to remember the details you entered in our forms, to understand how visitors use the website and to measure our campaigns. You can block or delete cookies in your browser settings; some features may not work without them.</p>
<h2>7. Retention and security</h2><p>We keep personal data only for as long as needed for the purpose for which it was collected or as required by law, and then erase it. We use reasonable security safeguards — encryption in transit, access controls and regular reviews — to prevent personal data breaches. If a breach occurs, we will inform the Data Protection Board and affected persons as required.</p>
<h2>8. Children</h2><p>Our services are intended for graduates and final-year students. We do not knowingly process personal data of children without verifiable consent of a parent or guardian.</p>
<h2>9. Contact</h2>${CONTACT}<p><em>We may update this policy from time to time; the latest version is always available on this page.</em></p>`;

const refund = `<p>We want every student to be satisfied with their programme. This policy explains when and how fees are refunded.</p>
<h2>1. Classroom and online courses</h2>${ul(['<strong>Within 7 days of the batch start date:</strong> full refund, less a processing fee of ₹2,000', '<strong>From day 8 to day 30:</strong> 50% of the fee paid, less the cost of study material issued', '<strong>After 30 days:</strong> no refund; you may request a one-time transfer to a later batch'])}
<h2>2. Test series</h2><p>Test series fees are refundable in full before the first test, less a processing fee of ₹500. No refund is possible once the first test has been released.</p>
<h2>3. Books and magazines</h2><p>Printed books can be returned unused within 7 days of delivery. Digital downloads are not refundable.</p>
<h2>4. Batch cancellation</h2><p>If we cancel or postpone a batch, you may choose a full refund or a transfer to another batch at no cost.</p>
<h2>5. How to request a refund</h2>${ul(['Write to the centre where you enrolled or to the Grievance Officer with your enrolment number', 'Return the ID card and any unused material', 'Approved refunds are credited to the original mode of payment within 15 working days'])}
<h2>6. Scholarships and discounts</h2><p>Where a scholarship or discount was given, the refund is calculated on the amount actually paid.</p>
${CONTACT}`;

const terms = `<p>By using this website you agree to these Terms and Conditions. Please read them carefully.</p>
<h2>1. Use of the website</h2><p>The website provides information about our courses and free study resources for personal, non-commercial use. You agree not to misuse the website, attempt unauthorised access, or interfere with its working.</p>
<h2>2. Intellectual property</h2><p>All content — text, notes, videos, tests, magazines and design — is owned by us or our licensors and protected by copyright. You may not copy, reproduce, distribute or sell it without written permission.</p>
<h2>3. Enquiries and communication</h2><p>By submitting an enquiry or call-back request you agree that our counsellors may contact you by phone, SMS, e-mail or WhatsApp about your enquiry, even if your number is registered under the National Do Not Call registry. You can opt out at any time.</p>
<h2>4. Courses and fees</h2>${ul(['Course content, faculty and schedules may change for academic or operational reasons', 'Fees are payable as per the fee schedule; refunds are governed by our Refund Policy', 'Enrolment is personal and cannot be transferred to another person', 'Students must follow the code of conduct at our centres and in online classes'])}
<h2>5. Accuracy of information</h2><p>We try to keep all information accurate and up to date, but we do not guarantee that it is complete or free from error. Always refer to official UPSC notifications for examination rules.</p>
<h2>6. Links to other websites</h2><p>The website may link to third-party websites such as YouTube or app stores. We are not responsible for their content or privacy practices.</p>
<h2>7. Limitation of liability</h2><p>We are not liable for any indirect or consequential loss arising from the use of the website. No course guarantees selection in any examination.</p>
<h2>8. Governing law</h2><p>These terms are governed by the laws of India. Courts at New Delhi shall have exclusive jurisdiction.</p>
${CONTACT}`;

const referral = `<p>Know someone preparing for the Civil Services Examination? Refer them to us and you both benefit.</p>
<h2>How it works</h2>${ul(['Share your enrolment number with your friend', 'Your friend mentions it while enrolling in any foundation, Mains or optional course', 'Once your friend’s admission is confirmed and the refund period has passed, you receive ₹2,000 and your friend receives a 5% discount on the course fee'])}
<h2>Conditions</h2>${ul(['The referrer must be a current or former student of our academy', 'The referred person must be a new student', 'Referral benefits cannot be combined with other discounts unless stated', 'The referral reward is paid by bank transfer within 30 days of eligibility', 'There is no limit to the number of friends you can refer', 'We may modify or withdraw the programme with notice on this page'])}
<p>For questions, contact your centre or write to <a href="mailto:info@iasacademy.example">info@iasacademy.example</a>.</p>`;

export const policyPages: UpscPage[] = [
  {
    ID: 1,
    pageurl: 'privacy-policy',
    title: 'Privacy Policy',
    content: privacy,
    metatitle: 'Privacy Policy | DPDP Act 2023 Compliance',
    metadescription:
      'How we collect, use, share and protect your personal data under the Digital Personal Data Protection Act, 2023, and your rights as a Data Principal.',
  },
  {
    ID: 2,
    pageurl: 'refund-policy',
    title: 'Refund & Cancellation Policy',
    content: refund,
    metatitle: 'Refund & Cancellation Policy | Courses and Tests',
    metadescription:
      'Our refund and cancellation policy for classroom and online courses, test series, books and cancelled batches, with timelines and how to request a refund.',
  },
  {
    ID: 3,
    pageurl: 'terms-and-conditions',
    title: 'Terms & Conditions',
    content: terms,
    metatitle: 'Terms & Conditions | Website and Courses',
    metadescription:
      'Terms and conditions for using our website, study resources and courses: intellectual property, enquiries, fees, liability and governing law.',
  },
  {
    ID: 4,
    pageurl: 'referal-policy',
    title: 'Referral Policy',
    content: referral,
    metatitle: 'Referral Policy | Refer a Friend and Earn',
    metadescription:
      'Refer a friend to our UPSC courses: you receive ₹2,000 and your friend gets a 5% discount on the course fee. Read how the referral programme works.',
  },
];
