import type { StorySeed } from '@storefront/contract';

/** The blog's categories, in the order the blog shows them. */
export const blogCategories = [
  { slug: 'news', name: 'News' },
  { slug: 'recipes', name: 'Recipes' },
  { slug: 'community', name: 'Community' },
] as const;

type Post = [
  n: number,
  slug: string,
  category: string,
  date: string,
  title: string,
  image: string,
  teaser: string,
  body: string,
];

const image = (name: string) => `/images/products/${name}.jpg`;

const posts: Post[] = [
  [
    1,
    'smoky-brisket-is-here',
    'news',
    '2026-10-02',
    'Smoky Brisket joins the Premium range',
    'smoky-brisket',
    'Twelve hours in the smoker, sliced thin and finished on a tomato and BBQ base.',
    `Our newest pizza started as a staff lunch in the Parramatta kitchen and would not go away.

## What is on it
- Beef brisket smoked for **twelve hours** over ironbark
- Caramelised onion and roasted capsicum
- A swirl of smoky BBQ sauce after the oven

Find it in the [Premium range](/menu/pizza/premium-range) from today, or pair it with wings in a [meal deal](/menu/pizza-meals).`,
  ],
  [
    2,
    'late-night-delivery-extended',
    'news',
    '2026-09-18',
    'Late-night delivery now until midnight in more suburbs',
    'family-feast',
    'Forty more stores now deliver until midnight from Thursday to Saturday.',
    `Hungry after the late shift or the last train home? From this week forty more stores deliver until **midnight** Thursday to Saturday.

Check your store's hours on the [store finder](/stores): the times shown there are always the ones we keep.`,
  ],
  [
    3,
    'unreal-range-plant-based',
    'news',
    '2026-08-29',
    'The Unreal range: plant-based pepperoni and meatlovers',
    'unreal-pepperoni',
    'Two plant-based favourites, with the same crunch and the same heat.',
    `The Unreal Pepperoni and Unreal Meatlovers use a plant-based pepperoni that crisps at the edges just like the original.

Both are made in the same kitchens as our other pizzas, so they are not suitable for people with allergies to meat products. See [nutrition information](/nutrition-information) for energy in kJ.`,
  ],
  [
    4,
    'lunch-deals-weekdays',
    'news',
    '2026-07-14',
    'Weekday lunch deals from $7.95',
    'lunch-pepperoni',
    'A personal pizza and a drink, ready in fifteen minutes, 11 am to 3 pm on weekdays.',
    `Lunch pizzas are back on weekdays between 11 am and 3 pm. Choose Margherita, Hawaiian or Pepperoni and add a 600 ml drink.

See every lunch offer on the [offers page](/offers).`,
  ],
  [
    5,
    'garlic-bread-at-home',
    'recipes',
    '2026-10-09',
    'Cheesy garlic bread, the way our kitchens make it',
    'cheesy-garlic-bread',
    'Butter, garlic, parsley and a generous layer of mozzarella: the method behind our best-selling side.',
    `## You will need
1. 1 baguette, split lengthways
2. 80 g soft butter
3. 3 cloves garlic, crushed
4. A handful of chopped parsley
5. 1 cup grated mozzarella

## Method
Mix the butter, garlic and parsley. Spread it to the edges, top with mozzarella and bake at 220 °C for 8 to 10 minutes until the cheese blisters.

Short on time? Add [cheesy garlic bread](/menu/sides) to your next order instead.`,
  ],
  [
    6,
    'perfect-pizza-night-pairings',
    'recipes',
    '2026-09-25',
    'Pizza night pairings: what to drink with what',
    'barossa-shiraz-750ml',
    'A Barossa shiraz with the meatlovers, a crisp lager with the Hawaiian and lemon squash for the kids.',
    `| Pizza | Pairs with |
| --- | --- |
| BBQ Meatlovers | Barossa shiraz |
| Hawaiian | Pale ale or lager |
| Margherita | Sauvignon blanc |
| Peri Peri Chicken | Lemon iced tea |

Alcohol is delivered only to customers 18 and over, with ID shown at the door.`,
  ],
  [
    7,
    'homemade-dipping-sauces',
    'recipes',
    '2026-08-11',
    'Three dipping sauces for your crusts',
    'garlic-aioli-dip',
    'Garlic aioli, smoky BBQ and peri peri mayo you can whisk up in five minutes.',
    `Crusts deserve better than the bin. Try these:

- **Garlic aioli**: mayonnaise, one crushed clove, lemon juice.
- **Smoky BBQ**: tomato sauce, brown sugar, smoked paprika, a splash of vinegar.
- **Peri peri mayo**: mayonnaise with a spoon of peri peri sauce.

Or pick them up ready made from [sides](/menu/sides).`,
  ],
  [
    8,
    'dessert-pizza-cookie',
    'recipes',
    '2026-07-03',
    'Choc chip cookie pizza for a crowd',
    'choc-chip-cookie-pizza',
    'One giant cookie, cut like a pizza and served warm with ice cream.',
    `Press cookie dough into a greased pizza tray, bake at 180 °C for 15 minutes and rest for five before cutting into eight slices.

Serve with a scoop of vanilla ice cream, or order the [real thing](/menu/desserts).`,
  ],
  [
    9,
    'junior-footy-sponsorship',
    'community',
    '2026-10-06',
    'Red Roof Pizza backs 120 junior footy clubs',
    'party-pack',
    'Every Player of the Week takes home a family pizza voucher this season.',
    `This season we are proud to sponsor **120 junior football clubs** across Australia. Each week the Player of the Week in every club takes home a family pizza voucher.

Club secretaries can contact their local store through the [feedback page](/feedback).`,
  ],
  [
    10,
    'food-rescue-partnership',
    'community',
    '2026-09-02',
    'Unsold bases now go to food rescue',
    'margherita',
    'Our stores have given more than 40,000 meals to local food rescue charities this year.',
    `Each night, dough made that day and not used is baked into plain bases and collected by local food rescue volunteers.

So far this year that is more than **40,000 meals**. Thank you to every store team that stays back to make it happen.`,
  ],
  [
    11,
    'store-team-of-the-year',
    'community',
    '2026-08-20',
    'Meet our store team of the year',
    'supreme',
    'The Geelong West crew answered every order in under 25 minutes, all year.',
    `Geelong West took out Store Team of the Year for delivery times, customer feedback and a spotless kitchen audit.

Want to join a team like theirs? [Apply to work with us](/careers-apply-now).`,
  ],
  [
    12,
    'school-fundraiser-nights',
    'community',
    '2026-07-22',
    'School fundraiser nights',
    'hawaiian',
    'Pick a night, share your code and 20% of every order comes back to your school.',
    `Parents and friends associations can book a fundraiser night at their local store. Every order placed with the night's code sends **20%** back to the school.

Ask at your [local store](/stores) to book a date.`,
  ],
];

/** Blog posts, newest first; images are the catalogue's product photos. */
export const blogPostSeeds: StorySeed[] = posts.map(([n, slug, category, date, title, picture, teaser, body]) => ({
  uuid: `b10a0000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  full_slug: `blog/${slug}`,
  name: title,
  position: n,
  tag_list: [category],
  published_at: `${date}T09:00:00.000Z`,
  content: {
    component: 'blog-post',
    title,
    teaser,
    category,
    author: 'Red Roof Pizza',
    image: { filename: image(picture), alt: title },
    body,
  },
}));
