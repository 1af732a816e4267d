/** Where people write to the people running this deployment; set VITE_CONTACT_EMAIL when building it. */
export const contactEmail: string = import.meta.env.VITE_CONTACT_EMAIL || 'support@thepaintforge.app';
