import type { FastifyPluginAsync } from 'fastify';
/** The widget's build output inside this repository. */
export declare const WIDGET_DIST: string;
export declare const widgetRoutes: FastifyPluginAsync<{
    dir: string;
}>;
