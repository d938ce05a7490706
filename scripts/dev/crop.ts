// Cuts a tall full-page screenshot into viewable slices: `tsx scripts/dev/crop.ts shot.png 1600`.
import sharp from 'sharp';

const [file, sliceArg] = process.argv.slice(2) as [string, string | undefined];
const slice = Number(sliceArg ?? 1600);
const { width = 0, height = 0 } = await sharp(file).metadata();
for (let top = 0, i = 0; top < height; top += slice, i++) {
  const out = file.replace(/\.png$/, `.part${i}.png`);
  await sharp(file).extract({ left: 0, top, width, height: Math.min(slice, height - top) }).toFile(out);
  console.log(out);
}
