import { receiveCallBack } from '@/lib/enquiry/receive';

/* The header's Get a Call widget posts here. */
export const dynamic = 'force-dynamic';

export const POST = receiveCallBack;
