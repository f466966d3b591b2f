import type { ContentClient, PostOptions } from '@/lib/content/client';
import type { CallBackBody, QueryFormBody, QueryFormGoogleBody } from '@/lib/content/schemas/forms';

export const formsApi = (c: ContentClient) => ({
  postQueryForm: (body: QueryFormBody, options?: PostOptions) => c.post('/queryform', body, options),
  postQueryFormGoogle: (body: QueryFormGoogleBody, options?: PostOptions) => c.post('/queryform_google', body, options),
  postCallBack: (body: CallBackBody, options?: PostOptions) => c.post('/getacall', body, options),
});
