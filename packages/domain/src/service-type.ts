/** How the customer receives the order. */
export type ServiceType = 'delivery' | 'pickup';

export const SERVICE_TYPES: readonly ServiceType[] = ['delivery', 'pickup'];
