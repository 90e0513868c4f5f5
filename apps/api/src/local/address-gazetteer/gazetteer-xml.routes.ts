// POST /address-gazetteer/xml: the local address-validation service. Registered while no
// ADDRESS_LOOKUP_URL is set; the API's address adapter calls it like any provider.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AddressLookup } from '../../modules/address/address-lookup.ts';
import { ADDRESS_XML_CONTENT_TYPE, ADDRESS_XML_MAX_BYTES } from '../../modules/address/address-xml.ts';
import type { XmlTransport } from '../../modules/address/xml-address-lookup.ts';
import { answerAddressXml, GAZETTEER_XML_PATH } from './gazetteer-xml.ts';

export const XML_TYPES = ['text/xml', 'application/xml'];

export const gazetteerXmlRoutes: FastifyPluginAsync<{ gazetteer: AddressLookup }> = async (app, { gazetteer }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(XML_TYPES, { parseAs: 'string', bodyLimit: ADDRESS_XML_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  app.post(GAZETTEER_XML_PATH, { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
    const answer = await answerAddressXml(gazetteer, typeof request.body === 'string' ? request.body : '');
    return reply.code(answer.status).type(ADDRESS_XML_CONTENT_TYPE).send(answer.body);
  });
};

/** The default transport: the gazetteer's route on this same server, through Fastify's inject. */
export function sameServerTransport(app: Pick<FastifyInstance, 'inject'>): XmlTransport {
  return async (xml) => {
    const answer = await app.inject({
      method: 'POST',
      url: GAZETTEER_XML_PATH,
      payload: xml,
      headers: { 'content-type': ADDRESS_XML_CONTENT_TYPE },
    });
    return { status: answer.statusCode, body: answer.body };
  };
}
