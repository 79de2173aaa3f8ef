// The one contract of the service: zod schemas for every path parameter, query, body, response
// and error. Server validates/serializes with them; the dashboard parses every response with them.
export * from './common';
export * from './requests';
export * from './assets';
export * from './oems';
export * from './age-and-warranty';
export * from './query-string';
export { endpoints, serviceEndpoints, type EndpointDef, type ResponseDef } from './endpoints';
export { allEndpoints } from './all-endpoints';
