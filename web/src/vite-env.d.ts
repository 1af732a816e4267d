/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The address the footer's "Contact us" link writes to; set it at build time for your deployment. */
  readonly VITE_CONTACT_EMAIL?: string;
}
