import SwaggerUI from 'swagger-ui-dist/swagger-ui-es-bundle.js';
import 'swagger-ui-dist/swagger-ui.css';
import './api-reference.css';

// The API reference page (docs.html, served at /docs): Swagger UI rendering this server's
// /openapi.json, bundled into the dashboard build so that it is served from our origin, hashed,
// precompressed and under the same Content-Security-Policy (no inline script: this module is the
// initializer). The document's info.description carries the README's API notes.

SwaggerUI({
  url: '/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  // Never send the document to swagger.io's online validator.
  validatorUrl: null,
  docExpansion: 'list',
  defaultModelsExpandDepth: 0,
  presets: [SwaggerUI.presets.apis],
});
