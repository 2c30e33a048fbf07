import { z } from 'zod';
import { dateTime, type Wire } from '../api/contract.js';
import { cursorPageOf } from '../pagination.js';
import '../zod-config.js';

export const ENQUIRY_ROLES = [
  'HR Director',
  'CEO',
  'Benefits Manager',
  'HR Business Partner',
  'Other',
] as const;
export const COMPANY_SIZES = ['1-49', '50-249', '250+'] as const;

export const enquirySchema = z.object({
  fullName: z.string().trim().min(2, 'Please enter your full name').max(120),
  companyName: z.string().trim().min(2, 'Please enter your company name').max(200),
  role: z.enum(ENQUIRY_ROLES, { error: 'Please choose your role' }),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254)
    .pipe(z.email('Please enter a valid email address')),
  phone: z
    .string()
    .trim()
    .regex(/^[+()\d\s-]{7,20}$/, 'Please enter a valid phone number'),
  companySize: z.enum(COMPANY_SIZES, { error: 'Please choose your company size' }),
  message: z.string().trim().max(2000, 'Please keep your message under 2000 characters').optional(),
});
export type EnquiryInput = z.input<typeof enquirySchema>;

/** An enquiry as the admin's list shows it. */
export const enquiryResponseSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  companyName: z.string(),
  role: z.string(),
  email: z.string(),
  phone: z.string(),
  companySize: z.string(),
  message: z.string().nullable(),
  createdAt: dateTime,
});
export type Enquiry = Wire<typeof enquiryResponseSchema>;

export const enquiryPageSchema = cursorPageOf(enquiryResponseSchema);
export type EnquiryPage = Wire<typeof enquiryPageSchema>;

/** The answer to a sent enquiry: its id and the thanks to show. */
export const enquiryReceivedSchema = z.object({ id: z.number().int(), message: z.string() });
export type EnquiryReceived = Wire<typeof enquiryReceivedSchema>;

export const ENQUIRY_THANKS =
  "Thank you. We've received your enquiry and will reply within 24 hours on business days.";
export const ENQUIRY_RATE_LIMITED =
  'You have sent several enquiries already. Please try again in an hour, or email us.';
