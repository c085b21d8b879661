/** Build-time configuration of the web app (Vite env variables, with the product's defaults). */
export const env = {
  productName: import.meta.env.VITE_PRODUCT_NAME || 'Hoogo',
  supportEmail: import.meta.env.VITE_SUPPORT_EMAIL || 'support@hoogo.app',
} as const;
