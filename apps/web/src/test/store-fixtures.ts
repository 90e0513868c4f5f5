// A whole store as the Store service answers it (the typed client checks answers against the
// contract in tests, so a fixture must be complete).
import type { Store } from '@storefront/contract';

export function storeFixture(over: Partial<Store> = {}): Store {
  return {
    code: 'PAR',
    storeId: 7,
    name: 'Red Roof Pizza Parramatta',
    city: 'Parramatta',
    state: 'NSW',
    postCode: '2150',
    timeZoneOffsetHours: 11,
    canPickup: true,
    canDeliver: true,
    isPOSOnline: true,
    deliveryTimeMinutes: 30,
    pickupTimeMinutes: 15,
    averageDeliveryTimeMinutes: null,
    averagePickupTimeMinutes: null,
    allowPromiseTimeAutomation: false,
    isAlgoPromiseTimeEnabled: false,
    storeName: 'parramatta',
    address: '368 Church Street',
    phone: '02 9000 0000',
    latitude: -33.8148,
    longitude: 151.0017,
    timeZone: 'Australia/Sydney',
    isComingSoon: false,
    canAcceptOnlineOrders: true,
    canAcceptOnlineCreditCards: true,
    canAcceptOnlineAmexCheckout: true,
    canAcceptOnlineVisaCheckout: true,
    isContactless: true,
    merchantId: 'merchant-par',
    pod: { occasion: 'Standard', sector: 'Metro', deliveryAdjustmentMinutes: 0 },
    minimumDeliveryOrderValue: 2000,
    minimumPickupOrderValue: 0,
    paymentOptions: [{ paymentOption: 'CreditCard', status: 'Active', sortOrder: 1, maxOrderCharge: null }],
    ...over,
  };
}
