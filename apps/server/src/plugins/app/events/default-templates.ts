import {
  POST_GRID_PLACEMENT,
  POST_TEMPLATE_SIZE,
  STORY_GRID_PLACEMENT,
  STORY_TEMPLATE_SIZE,
} from '@hoogo/core';
import fp from 'fastify-plugin';
import sharp from 'sharp';
import type { StoredTemplate } from '../../../db/schema.js';
import { escapeHtml } from '../../../lib/html.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The product's post and story templates, used by every event without its own. */
    defaultTemplates: { post: StoredTemplate; story: StoredTemplate };
  }
}

const INDIGO_DARK = '#1e1b4b';
const INDIGO = '#3730a3';
const INDIGO_LIGHT = '#4f46e5';
const YELLOW = '#fbbf24';
const YELLOW_LIGHT = '#fde68a';
const PANEL = '#eef2ff';
const WHITE = '#ffffff';
const FONT = "font-family=\"'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif\"";

interface Box {
  x: number;
  y: number;
  size: number;
}

/** The light square the card's grid is drawn on, with a yellow frame and a soft shadow around it. */
function gridPanel({ x, y, size }: Box, frame: number): string {
  const outer = size + frame * 2;
  return `
  <rect x="${x - frame + 12}" y="${y - frame + 18}" width="${outer}" height="${outer}" rx="${frame + 14}" fill="${INDIGO_DARK}" opacity="0.45"/>
  <rect x="${x - frame}" y="${y - frame}" width="${outer}" height="${outer}" rx="${frame + 14}" fill="${YELLOW}"/>
  <rect x="${x}" y="${y}" width="${size}" height="${size}" rx="10" fill="${PANEL}"/>`;
}

/** Five letter tiles reading B I N G O, the game's signature. */
function bingoTiles(x: number, y: number, tile: number, gap: number): string {
  return ['B', 'I', 'N', 'G', 'O']
    .map((letter, i) => {
      const left = x + i * (tile + gap);
      const fill = i % 2 === 0 ? YELLOW : WHITE;
      return `
  <rect x="${left}" y="${y}" width="${tile}" height="${tile}" rx="${tile * 0.22}" fill="${fill}"/>
  <text x="${left + tile / 2}" y="${y + tile * 0.72}" ${FONT} font-size="${tile * 0.62}" font-weight="bold" fill="${INDIGO}" text-anchor="middle">${letter}</text>`;
    })
    .join('');
}

function background(width: number, height: number): string {
  return `
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0.35" y2="1">
      <stop offset="0" stop-color="${INDIGO_LIGHT}"/>
      <stop offset="0.55" stop-color="${INDIGO}"/>
      <stop offset="1" stop-color="${INDIGO_DARK}"/>
    </linearGradient>
    <pattern id="dots" width="36" height="36" patternUnits="userSpaceOnUse">
      <circle cx="4" cy="4" r="3" fill="${WHITE}" opacity="0.16"/>
    </pattern>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>`;
}

export function storyTemplateSvg(productName: string): string {
  const { width, height } = STORY_TEMPLATE_SIZE;
  const grid = STORY_GRID_PLACEMENT;
  const name = escapeHtml(productName);
  const below = grid.y + grid.size;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${background(width, height)}
  <circle cx="${width}" cy="10" r="170" fill="${YELLOW}" opacity="0.95"/>
  <circle cx="${width}" cy="10" r="225" fill="none" stroke="${YELLOW_LIGHT}" stroke-width="6" opacity="0.5"/>
  <circle cx="-30" cy="${height - 420}" r="170" fill="${INDIGO_LIGHT}" opacity="0.7"/>
  <rect x="40" y="40" width="252" height="180" fill="url(#dots)"/>
  <rect x="${width - 300}" y="${below + 90}" width="260" height="200" fill="url(#dots)"/>
  <text x="${grid.x}" y="145" ${FONT} font-size="58" font-weight="bold" fill="${YELLOW}">${name}</text>
  <text x="${grid.x}" y="262" ${FONT} font-size="92" font-weight="bold" fill="${WHITE}">My ${name} card</text>
  <text x="${grid.x}" y="330" ${FONT} font-size="34" fill="${YELLOW_LIGHT}">Networking bingo, played in person</text>
  ${gridPanel(grid, 16)}
  ${bingoTiles((width - (5 * 120 + 4 * 26)) / 2, below + 120, 120, 26)}
  <text x="${width / 2}" y="${below + 380}" ${FONT} font-size="46" font-weight="bold" fill="${WHITE}" text-anchor="middle">Meet people. Fill the grid.</text>
  <text x="${width / 2}" y="${below + 450}" ${FONT} font-size="46" font-weight="bold" fill="${YELLOW}" text-anchor="middle">Share the fun.</text>
  <path d="M0 ${height - 150} C 270 ${height - 240}, 540 ${height - 60}, ${width} ${height - 170} L ${width} ${height} L 0 ${height} Z" fill="${YELLOW}"/>
  <text x="${width / 2}" y="${height - 58}" ${FONT} font-size="40" font-weight="bold" fill="${INDIGO_DARK}" text-anchor="middle">#${name}</text>
</svg>`;
}

export function postTemplateSvg(productName: string): string {
  const { width, height } = POST_TEMPLATE_SIZE;
  const grid = POST_GRID_PLACEMENT;
  const name = escapeHtml(productName);
  const right = grid.x + grid.size + 60;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${background(width, height)}
  <circle cx="${width - 60}" cy="60" r="170" fill="${YELLOW}" opacity="0.95"/>
  <circle cx="${width - 60}" cy="60" r="225" fill="none" stroke="${YELLOW_LIGHT}" stroke-width="5" opacity="0.5"/>
  <circle cx="${width + 40}" cy="${height - 120}" r="230" fill="${INDIGO_LIGHT}" opacity="0.65"/>
  <rect x="${right}" y="${grid.y + 290}" width="300" height="150" fill="url(#dots)"/>
  <text x="${grid.x}" y="120" ${FONT} font-size="46" font-weight="bold" fill="${YELLOW}">${name}</text>
  <text x="${grid.x}" y="220" ${FONT} font-size="78" font-weight="bold" fill="${WHITE}">My ${name} card</text>
  <text x="${grid.x}" y="278" ${FONT} font-size="28" fill="${YELLOW_LIGHT}">Networking bingo, played in person</text>
  ${gridPanel(grid, 12)}
  ${bingoTiles(right, grid.y + 10, 64, 12)}
  <text x="${right}" y="${grid.y + 150}" ${FONT} font-size="40" font-weight="bold" fill="${WHITE}">Meet people.</text>
  <text x="${right}" y="${grid.y + 205}" ${FONT} font-size="40" font-weight="bold" fill="${WHITE}">Fill the grid.</text>
  <text x="${right}" y="${grid.y + 260}" ${FONT} font-size="40" font-weight="bold" fill="${YELLOW}">Share the fun.</text>
  <path d="M0 ${height - 110} C 260 ${height - 175}, 560 ${height - 40}, ${width} ${height - 130} L ${width} ${height} L 0 ${height} Z" fill="${YELLOW}"/>
  <text x="${grid.x}" y="${height - 40}" ${FONT} font-size="34" font-weight="bold" fill="${INDIGO_DARK}">#${name}</text>
</svg>`;
}

const rendered = new Map<string, Promise<{ post: Buffer; story: Buffer }>>();

/** Both templates as PNG. Rendering is deterministic, so the bytes (and the media keys) stay the same. */
export function renderDefaultTemplates(productName: string) {
  let pngs = rendered.get(productName);
  if (!pngs) {
    const render = (svg: string) => sharp(Buffer.from(svg)).png().toBuffer();
    pngs = Promise.all([render(postTemplateSvg(productName)), render(storyTemplateSvg(productName))]).then(
      ([post, story]) => ({ post, story }),
    );
    rendered.set(productName, pngs);
  }
  return pngs;
}

/** Writes the default templates into media storage at start-up (a no-op when they are already there). */
export default fp(
  async (fastify) => {
    const { post, story } = await renderDefaultTemplates(fastify.config.productName);
    fastify.decorate('defaultTemplates', {
      post: { key: await fastify.mediaStorage.put(post, 'png'), ...POST_TEMPLATE_SIZE },
      story: { key: await fastify.mediaStorage.put(story, 'png'), ...STORY_TEMPLATE_SIZE },
    });
  },
  { name: 'default-templates', dependencies: ['media-storage'] },
);
