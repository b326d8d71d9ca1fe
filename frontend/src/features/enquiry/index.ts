// The enquiry feature's public entry: the property page's "Enquire about this property!" form.
export { EnquiryForm } from './EnquiryForm';
export type { SendEnquiry } from './send-enquiry';
export { askInEnquiry } from './ask-in-enquiry';
