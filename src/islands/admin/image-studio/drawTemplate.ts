import {
  brandColours,
  brandTemplates,
  seededBackground,
  type TemplateName,
  templateScale,
  wrapLines,
} from '../../../../functions/_shared/images/brandTemplates.ts';
import { type Crop, cropRect } from './imageCrop.ts';

export interface TemplateText {
  headline: string;
  byline: string;
  ownerName: string;
}

/** A picture and how it is cropped: the owner's photo or an uploaded image. */
export interface FramedPicture {
  picture: ImageBitmap;
  crop: Crop;
}

type Size = { width: number; height: number };

/** Fills the canvas with the picture, cropped to the canvas's shape: the crop-and-resize of an upload. */
export function drawPicture(context: CanvasRenderingContext2D, size: Size, { picture, crop }: FramedPicture): void {
  const { sx, sy, sw, sh } = cropRect(picture, size, crop);
  context.drawImage(picture, sx, sy, sw, sh, 0, 0, size.width, size.height);
}

function drawBackground(context: CanvasRenderingContext2D, { width, height }: Size, headline: string): void {
  const { angle, rings } = seededBackground(headline);
  const reach = Math.hypot(width, height) / 2;
  const [dx, dy] = [Math.cos(angle) * reach, Math.sin(angle) * reach];
  const gradient = context.createLinearGradient(width / 2 - dx, height / 2 - dy, width / 2 + dx, height / 2 + dy);
  gradient.addColorStop(0, brandColours.teal);
  gradient.addColorStop(1, brandColours.deep);
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);
  const side = Math.min(width, height);
  context.strokeStyle = brandColours.mist;
  context.lineWidth = side * 0.02;
  for (const ring of rings) {
    context.globalAlpha = ring.alpha;
    context.beginPath();
    context.arc(ring.x * width, ring.y * height, ring.radius * side, 0, Math.PI * 2);
    context.stroke();
  }
  context.globalAlpha = 1;
}

function drawRoundPicture(context: CanvasRenderingContext2D, framed: FramedPicture, x: number, y: number, diameter: number): void {
  const { sx, sy, sw, sh } = cropRect(framed.picture, { width: diameter, height: diameter }, framed.crop);
  context.save();
  context.beginPath();
  context.arc(x + diameter / 2, y + diameter / 2, diameter / 2, 0, Math.PI * 2);
  context.clip();
  context.drawImage(framed.picture, sx, sy, sw, sh, x, y, diameter, diameter);
  context.restore();
}

/** Draws a brand template at the canvas's size; the fonts must be loaded (brandFonts.ts) before. */
export function drawTemplate(
  context: CanvasRenderingContext2D,
  size: Size,
  template: TemplateName,
  text: TemplateText,
  photo: FramedPicture | null,
): void {
  const { width, height } = size;
  const { unit, margin, headlineSize, textSize } = templateScale(size, text.headline);
  drawBackground(context, size, text.headline);
  const kind = brandTemplates[template].kicker;
  context.fillStyle = brandColours.white;
  context.textBaseline = 'top';
  let y = margin;
  if (kind === 'owner' && text.ownerName) {
    context.font = `700 ${textSize}px Inter, sans-serif`;
    context.fillText(text.ownerName, margin, y);
  }
  if (kind === 'quote') {
    context.font = `700 ${unit * 22}px Fraunces, serif`;
    context.fillText('“', margin, y - unit * 4);
  }
  const photoSide = photo ? unit * (template === 'podcast-cover' ? 40 : 26) : 0;
  if (photo)
    drawRoundPicture(
      context,
      photo,
      width - margin - photoSide,
      template === 'podcast-cover' ? margin : height - margin - photoSide,
      photoSide,
    );
  const textWidth = width - 2 * margin - (photo && template !== 'podcast-cover' ? photoSide + margin / 2 : 0);
  context.font = `700 ${headlineSize}px Fraunces, serif`;
  const lines = wrapLines(text.headline, textWidth, (line) => context.measureText(line).width).slice(0, 6);
  context.font = `400 ${textSize}px Inter, sans-serif`;
  const bylines = wrapLines(text.byline, textWidth, (line) => context.measureText(line).width).slice(0, 3);
  const block = lines.length * headlineSize * 1.12 + (bylines.length ? unit * 4 + bylines.length * unit * 6 : 0);
  y = template === 'podcast-cover' ? height - margin - block : Math.max(y + unit * 12, (height - block) / 2 + unit * 4);
  context.font = `700 ${headlineSize}px Fraunces, serif`;
  for (const line of lines) {
    context.fillText(line, margin, y);
    y += headlineSize * 1.12;
  }
  y += unit * 4;
  context.font = `400 ${textSize}px Inter, sans-serif`;
  context.fillStyle = brandColours.mist;
  for (const line of bylines) {
    context.fillText(line, margin, y);
    y += unit * 6;
  }
}
