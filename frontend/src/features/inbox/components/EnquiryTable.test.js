import { jsx as _jsx } from "react/jsx-runtime";
// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { EnquiryTable } from './EnquiryTable';
afterEach(cleanup);
const propertyEnquiry = {
    id: 2,
    kind: 'property_enquiry',
    subject: 'ENQUIRY for 123',
    name: 'Bruno',
    email: 'bruno@example.com',
    ref: '123',
    property_url: 'https://langhe.test/property/for-sale/in-italy/123',
    fields: [],
    status: 'failed',
    attempts: 3,
    last_error: 'connection refused',
    received_at: '2027-03-04T10:20:00Z',
};
const contact = {
    id: 1,
    kind: 'contact',
    subject: 'Contact Page',
    name: 'Anna',
    email: 'anna@example.com',
    fields: [],
    status: 'sent',
    attempts: 1,
    received_at: '2027-03-03T09:00:00Z',
    sent_at: '2027-03-03T09:00:05Z',
};
function renderTable(enquiries) {
    return render(_jsx(MemoryRouter, { children: _jsx(EnquiryTable, { enquiries: enquiries }) }));
}
describe('EnquiryTable', () => {
    it('has a caption and column headers for assistive technology', () => {
        renderTable([contact]);
        expect(screen.getByRole('table', { name: 'Enquiries, newest first, with their delivery status' })).toBeTruthy();
        const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
        expect(headers).toEqual(['Received', 'Form', 'Name', 'Email', 'Ref', 'Delivery']);
    });
    it('keeps the server order and links the reference to its property page', () => {
        renderTable([propertyEnquiry, contact]);
        const rows = screen.getAllByRole('row').slice(1);
        expect(rows.map((row) => within(row).getAllByRole('cell')[1].textContent)).toEqual(['Bruno', 'Anna']);
        const link = within(rows[0]).getByRole('link', { name: '123' });
        expect(link.getAttribute('href')).toBe('/property/for-sale/in-italy/123');
        const mail = within(rows[0]).getByRole('link', { name: 'bruno@example.com' });
        expect(mail.getAttribute('href')).toBe('mailto:bruno@example.com');
    });
    it('shows the delivery state with attempts and the last error', () => {
        renderTable([propertyEnquiry, contact]);
        const [failed, sent] = screen.getAllByRole('row').slice(1);
        expect(within(failed).getByText('Failed')).toBeTruthy();
        expect(within(failed).getByText('3 attempts')).toBeTruthy();
        expect(within(failed).getByText('connection refused')).toBeTruthy();
        expect(within(sent).getByText('Sent')).toBeTruthy();
        expect(within(sent).getByText('1 attempt')).toBeTruthy();
    });
});
