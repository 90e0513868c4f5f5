/**
 * Energy of each standard item sold without sizes, as sold (the whole pack or bottle), in kJ.
 * Australian menu labelling asks for it beside the price of every standard food and drink item;
 * alcohol is outside it. Sized products (pizzas) carry theirs per size.
 */
export const itemEnergyKj: Readonly<Record<number, number>> = {
  // Wings
  2101: 2150,
  2102: 2400,
  2103: 4300,
  2104: 2650,
  // WingsStreet
  2201: 2300,
  2202: 2450,
  2203: 1750,
  2204: 8600,
  // Sides
  2001: 2900,
  2002: 3700,
  2003: 2250,
  2004: 3600,
  2005: 3900,
  2006: 280,
  2007: 2000,
  2008: 2600,
  // Mains and meatballs
  5001: 4200,
  5002: 3500,
  5003: 3900,
  5101: 2800,
  5102: 3400,
  // Dips
  6001: 690,
  6002: 210,
  6003: 560,
  6004: 640,
  6005: 260,
  // Desserts
  4001: 2700,
  4002: 2100,
  4003: 5800,
  4004: 3600,
  4005: 2500,
  4006: 1700,
  // Drinks
  3001: 1080,
  3002: 6,
  3003: 1000,
  3004: 1150,
  3011: 2250,
  3012: 13,
  3013: 2080,
  3014: 2330,
  3021: 0,
  3022: 560,
  3031: 13,
  3032: 1000,
};
