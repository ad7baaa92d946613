import { zodResolver } from '@hookform/resolvers/zod';
import { bookingSchema, type BookingData, type BookingInput } from './booking';

/** The picker's resolver: a module of its own so the browser loads zod only when the form first validates. */
export const bookingResolver = zodResolver<BookingInput, unknown, BookingData>(bookingSchema);
