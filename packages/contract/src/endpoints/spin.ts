// Spin-to-win (decision 197): the wheel of a campaign with its published odds and whether this
// customer may spin now; and the spin itself, decided on the server, for signed-in customers only.
import { spinBodySchema, spinOutcomeSchema, spinWheelQuerySchema, spinWheelSchema } from '../spin-to-win.ts';
import { endpoint } from './define.ts';

const tags = ['spin-to-win'];

export const spinEndpoints = {
  spinWheel: endpoint({
    method: 'GET',
    path: '/api/v1/spin-to-win',
    summary: "A spin-to-win campaign's wheel, its published odds, and whether the caller may spin now",
    description:
      'Without campaign, the one running now (404 NoSpinCampaign when none). A guest gets the wheel with ' +
      'canSpin false and refusal SignInRequired; a signed-in customer (bearer token) also gets their spin of this period.',
    tags,
    query: spinWheelQuerySchema,
    responses: { 200: spinWheelSchema },
    problems: [400, 401, 404],
  }),
  spin: endpoint({
    method: 'POST',
    path: '/api/v1/spin-to-win/spins',
    summary: 'Spin the wheel: the server picks the segment by the published odds and awards its prize as a won deal',
    description:
      "401 signed out. 409 AlreadySpun after this period's spin (one per customer per period, also when sent in " +
      'parallel); 409 SpinClosed before the start or after the end; 404 for an unknown campaign.',
    tags,
    body: spinBodySchema,
    responses: { 201: spinOutcomeSchema },
    problems: [400, 401, 404, 409],
  }),
};
