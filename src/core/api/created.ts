import { z } from 'zod';

/** The answer to a create (201) of the contact-center resources that the service names by an id. */
export const createdSchema = z.object({ id: z.string().describe('Id of the created object') });
export type Created = z.infer<typeof createdSchema>;
