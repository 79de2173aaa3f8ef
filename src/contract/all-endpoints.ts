import { serviceEndpoints, type EndpointDef } from './endpoints';
import { toolEndpoints } from './tool-endpoints';

// Kept apart from endpoints.ts so the service routes do not load the tools registry.

/** Every endpoint, tools included. */
export const allEndpoints: EndpointDef[] = [...serviceEndpoints, ...toolEndpoints];
