// swagger-ui-dist ships no types; this is the part of its ES bundle's API the reference page uses.
declare module 'swagger-ui-dist/swagger-ui-es-bundle.js' {
  interface SwaggerUIOptions {
    url: string;
    dom_id: string;
    deepLinking?: boolean;
    validatorUrl?: string | null;
    docExpansion?: 'list' | 'full' | 'none';
    defaultModelsExpandDepth?: number;
    presets?: unknown[];
  }
  interface SwaggerUIFactory {
    (options: SwaggerUIOptions): unknown;
    presets: { apis: unknown };
  }
  const SwaggerUI: SwaggerUIFactory;
  export default SwaggerUI;
}
