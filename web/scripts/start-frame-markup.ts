// The start frame's HTML, rendered as the app renders (through vite.config.ts's aliases: Preact).
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { BootFrame } from '../src/app/boot-frame';

export const startFrameMarkup = (): string => renderToStaticMarkup(createElement(BootFrame));
