import { receiveEnquiry } from '@/lib/enquiry/receive';

/* The enquiry forms (page form and 'schedule a call' modal) post here. */
export const dynamic = 'force-dynamic';

export const POST = receiveEnquiry;
