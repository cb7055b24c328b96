/**
 * What the home asks the API for on arrival, named once: the home and its news board read them,
 * and the login page asks for them early (providers/earlyAnswers.ts) since home is where a
 * login lands.
 */
import { apiV1 } from '../config';

export const userComponentsUrl = () => `${apiV1()}/user/component`;
export const homeNewsUrl = () => `${apiV1()}/home/news`;

export const homeRequests = () => [userComponentsUrl(), homeNewsUrl()];
