// The .wasm entries' declarations: each is the URL a bundler's asset
// import gives, which init() of its entry takes; and not-initialised is an
// ErrorCode.
import init from 'dice-rex-circe';
import initAi from 'dice-rex-circe/ai';
import engineUrl from 'dice-rex-circe/wasm';
import aiUrl from 'dice-rex-circe/ai/wasm';
import type { ErrorCode } from 'dice-rex-circe';

const urls: string[] = [engineUrl, aiUrl];
export const loading: Promise<void>[] = [init(engineUrl), initAi(aiUrl)];
export const early: ErrorCode = 'not-initialised';
// @ts-expect-error: the URL is a string, not a number
export const wrong: number = engineUrl;
export { urls };
