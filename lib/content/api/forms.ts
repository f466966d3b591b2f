import type { ContentClient } from '../client';
import type { CallBackBody, QueryFormBody, QueryFormGoogleBody } from '../schemas/forms';

export const formsApi = (c: ContentClient) => ({
  postQueryForm: (body: QueryFormBody) => c.post('/queryform', body),
  postQueryFormGoogle: (body: QueryFormGoogleBody) => c.post('/queryform_google', body),
  postCallBack: (body: CallBackBody) => c.post('/getacall', body),
});
