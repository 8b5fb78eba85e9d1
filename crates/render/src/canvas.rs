//! An RGB picture with anti-aliased shapes.
//!
//! Every shape is drawn from its signed distance: a pixel whose centre lies
//! `d` pixels outside the outline is covered by `0.5 - d` (clamped to 0..1),
//! which gives smooth edges in one pass at the final size, with no 2×
//! drawing and downscaling. Coordinates are in pixels, `(0, 0)` the top left
//! corner of the picture, pixel `(i, j)` centred on `(i + 0.5, j + 0.5)`.

use image::RgbImage;

/// A colour.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Rgb(pub u8, pub u8, pub u8);

impl Rgb {
    /// `self` moved towards `other` by `t` (0: self, 1: other).
    pub fn mix(self, other: Rgb, t: f32) -> Rgb {
        let t = t.clamp(0.0, 1.0);
        let m = |a: u8, b: u8| (f32::from(a) + (f32::from(b) - f32::from(a)) * t + 0.5) as u8;
        Rgb(m(self.0, other.0), m(self.1, other.1), m(self.2, other.2))
    }

    /// Relative luminance, 0 (black) to 1 (white), by the sRGB weights.
    pub fn luminance(self) -> f32 {
        let lin = |c: u8| {
            let c = f32::from(c) / 255.0;
            if c <= 0.04045 {
                c / 12.92
            } else {
                ((c + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * lin(self.0) + 0.7152 * lin(self.1) + 0.0722 * lin(self.2)
    }
}

/// A point in pixels.
pub type Pt = (f32, f32);

/// The picture being drawn.
pub struct Canvas {
    width: u32,
    height: u32,
    px: Vec<u8>,
    /// When recording a sprite: what is drawn, instead of pixels.
    record: Option<Vec<Op>>,
}

/// One pixel operation, as recorded for a sprite.
#[derive(Clone, Copy, Debug)]
enum Op {
    /// Blend a colour into one pixel with a weight (0..=256).
    Blend { x: u16, y: u16, c: Rgb, a: u16 },
    /// Blend a colour into a run of pixels of one row.
    Span {
        y: u16,
        x0: u16,
        x1: u16,
        c: Rgb,
        a: u16,
    },
}

/// Drawing recorded once and stamped many times (pieces): replaying the
/// pixel operations gives exactly what drawing there would, without
/// working the shapes out again.
#[derive(Debug)]
pub struct Sprite {
    ops: Vec<Op>,
}

/// The largest picture drawn, per side.
pub const MAX_SIDE: u32 = 1280;

impl Canvas {
    /// A picture of `width` × `height` (each clamped to 1..=MAX_SIDE) filled
    /// with `background`.
    #[cfg(test)]
    pub fn new(width: u32, height: u32, background: Rgb) -> Canvas {
        Canvas::reusing(Vec::new(), width, height, background)
    }

    /// Like [`Canvas::new`], drawing in `buffer` (a previous canvas's
    /// pixels, see [`Canvas::into_pixels`]) to spare a fresh allocation.
    pub fn reusing(mut buffer: Vec<u8>, width: u32, height: u32, background: Rgb) -> Canvas {
        let width = width.clamp(1, MAX_SIDE);
        let height = height.clamp(1, MAX_SIDE);
        // Every pixel is painted below: only new memory needs zeroing.
        buffer.resize(width as usize * height as usize * 3, 0);
        let mut canvas = Canvas {
            width,
            height,
            px: buffer,
            record: None,
        };
        for y in 0..height as usize {
            canvas.span(y, 0, width as usize, background, 256);
        }
        canvas
    }

    pub fn width(&self) -> u32 {
        self.width
    }

    pub fn height(&self) -> u32 {
        self.height
    }

    /// A canvas of `size` × `size` that records what is drawn on it (at
    /// most 1024 pixels a side), for [`Canvas::into_sprite`].
    pub fn recorder(size: u32) -> Canvas {
        let size = size.clamp(1, 1024);
        Canvas {
            width: size,
            height: size,
            px: Vec::new(),
            record: Some(Vec::new()),
        }
    }

    /// What a recorder recorded.
    pub fn into_sprite(self) -> Sprite {
        Sprite {
            ops: self.record.unwrap_or_default(),
        }
    }

    /// Replays `sprite` with its top left corner at `(x, y)`.
    pub fn stamp(&mut self, sprite: &Sprite, x: i64, y: i64) {
        let (w, h) = (i64::from(self.width), i64::from(self.height));
        for op in &sprite.ops {
            match *op {
                Op::Blend { x: ox, y: oy, c, a } => {
                    let (px, py) = (x + i64::from(ox), y + i64::from(oy));
                    if (0..w).contains(&px) && (0..h).contains(&py) {
                        self.blend(px as usize, py as usize, c, u32::from(a));
                    }
                }
                Op::Span { y: oy, x0, x1, c, a } => {
                    let py = y + i64::from(oy);
                    let from = (x + i64::from(x0)).clamp(0, w);
                    let to = (x + i64::from(x1)).clamp(0, w);
                    if (0..h).contains(&py) && from < to {
                        self.span(py as usize, from as usize, to as usize, c, u32::from(a));
                    }
                }
            }
        }
    }

    /// The pixels, RGB, row by row.
    pub fn pixels(&self) -> &[u8] {
        &self.px
    }

    /// The pixel buffer, for reuse.
    pub fn into_pixels(self) -> Vec<u8> {
        self.px
    }

    /// The finished picture.
    pub fn into_image(self) -> RgbImage {
        RgbImage::from_raw(self.width, self.height, self.px).unwrap_or_else(|| RgbImage::new(1, 1))
    }

    /// Blends `c` into pixel `(x, y)` with weight `a` (0..=256).
    #[inline]
    fn blend(&mut self, x: usize, y: usize, c: Rgb, a: u32) {
        if let Some(ops) = &mut self.record {
            let a = a.min(256) as u16;
            ops.push(Op::Blend {
                x: x as u16,
                y: y as u16,
                c,
                a,
            });
            return;
        }
        let i = (y * self.width as usize + x) * 3;
        let p = &mut self.px[i..i + 3];
        let mix = |dst: u8, src: u8| -> u8 {
            let d = i32::from(dst);
            (d + ((i32::from(src) - d) * a as i32) / 256) as u8
        };
        p[0] = mix(p[0], c.0);
        p[1] = mix(p[1], c.1);
        p[2] = mix(p[2], c.2);
    }

    /// Runs `shade` row by row: it returns a colour and a coverage (0..1)
    /// for a pixel's centre, blended with opacity `alpha`. `row` gives, for a
    /// row's centre `y`, the x range to consider and up to [`SEGMENTS`] parts of it, in
    /// order, that are solid (covered alike by one colour: filled without
    /// shading) or holes (not covered: skipped). Only the rest is shaded
    /// pixel by pixel, which leaves that to the anti-aliased edges.
    fn shade_rows(
        &mut self,
        y0: f32,
        y1: f32,
        alpha: f32,
        row: impl Fn(f32) -> Option<Row>,
        shade: impl Fn(f32, f32) -> (Rgb, f32),
    ) {
        if !(y0.is_finite() && y1.is_finite() && alpha > 0.0) {
            return;
        }
        let (w, h) = (self.width as f32, self.height as f32);
        let iy0 = y0.floor().clamp(0.0, h) as usize;
        let iy1 = y1.ceil().clamp(0.0, h) as usize;
        let a256 = alpha.min(1.0) * 256.0;
        let index = |x: f32| x.clamp(0.0, w) as usize;
        for y in iy0..iy1 {
            let cy = y as f32 + 0.5;
            let Some(r) = row(cy) else {
                continue;
            };
            if !(r.from.is_finite() && r.to.is_finite()) {
                continue;
            }
            let (lo, hi) = (index(r.from.floor()), index(r.to.ceil()));
            if lo >= hi {
                continue;
            }
            let shaded = |canvas: &mut Canvas, from: usize, to: usize| {
                for x in from..to {
                    let (c, cover) = shade(x as f32 + 0.5, cy);
                    if cover > 0.0 {
                        canvas.blend(x, y, c, (cover.min(1.0) * a256) as u32);
                    }
                }
            };
            let mut cursor = lo;
            for seg in r.segments.iter().flatten() {
                if !(seg.a.is_finite() && seg.b.is_finite()) || seg.a > seg.b {
                    continue;
                }
                // The pixels whose centres lie in [a, b].
                let sa = index((seg.a - 0.5).ceil()).clamp(cursor, hi);
                let sb = index((seg.b - 0.5).floor() + 1.0).clamp(sa, hi);
                shaded(self, cursor, sa);
                if let Some((c, cover)) = seg.fill {
                    self.span(y, sa, sb, c, (cover.clamp(0.0, 1.0) * a256) as u32);
                }
                cursor = sb;
            }
            shaded(self, cursor, hi);
        }
    }

    /// Blends `c` with weight `a` (0..=256) into pixels `x0..x1` of row `y`.
    fn span(&mut self, y: usize, x0: usize, x1: usize, c: Rgb, a: u32) {
        if x0 >= x1 {
            return;
        }
        if let Some(ops) = &mut self.record {
            let a = a.min(256) as u16;
            ops.push(Op::Span {
                y: y as u16,
                x0: x0 as u16,
                x1: x1 as u16,
                c,
                a,
            });
            return;
        }
        let start = (y * self.width as usize + x0) * 3;
        let end = (y * self.width as usize + x1) * 3;
        let row = &mut self.px[start..end];
        if a >= 256 && row.len() <= 3 * 48 {
            for p in row.chunks_exact_mut(3) {
                p.copy_from_slice(&[c.0, c.1, c.2]);
            }
        } else if a >= 256 {
            // One pixel, then copies doubling in length.
            row[..3].copy_from_slice(&[c.0, c.1, c.2]);
            let mut filled = 3;
            while filled < row.len() {
                let n = filled.min(row.len() - filled);
                row.copy_within(0..n, filled);
                filled += n;
            }
        } else {
            let a = a as i32;
            for p in row.chunks_exact_mut(3) {
                for (d, s) in p.iter_mut().zip([c.0, c.1, c.2]) {
                    let v = i32::from(*d);
                    *d = (v + ((i32::from(s) - v) * a) / 256) as u8;
                }
            }
        }
    }

    /// Fills an axis-aligned rectangle (edges anti-aliased).
    // Kept ours: imageproc's filled rectangle has whole-pixel edges.
    pub fn rect(&mut self, x0: f32, y0: f32, x1: f32, y1: f32, c: Rgb, alpha: f32) {
        let row = |y: f32| {
            let cover = ((y + 0.5).min(y1) - (y - 0.5).max(y0)).clamp(0.0, 1.0);
            Some(Row::new(x0, x1).solid(x0 + 0.5, x1 - 0.5, c, cover))
        };
        self.shade_rows(y0, y1, alpha, row, |x, y| {
            let cx = (x + 0.5).min(x1) - (x - 0.5).max(x0);
            let cy = (y + 0.5).min(y1) - (y - 0.5).max(y0);
            (c, cx.clamp(0.0, 1.0) * cy.clamp(0.0, 1.0))
        });
    }

    /// A rectangle with round corners of radius `r`: filled with `fill` and,
    /// if given, outlined inside its edge by `(colour, width)`.
    #[allow(clippy::too_many_arguments)]
    pub fn round_rect(
        &mut self,
        x0: f32,
        y0: f32,
        x1: f32,
        y1: f32,
        r: f32,
        fill: Option<Rgb>,
        edge: Option<(Rgb, f32)>,
        alpha: f32,
    ) {
        let (cx, cy) = ((x0 + x1) / 2.0, (y0 + y1) / 2.0);
        let (hw, hh) = (((x1 - x0) / 2.0).max(0.0), ((y1 - y0) / 2.0).max(0.0));
        let r = r.clamp(0.0, hw.min(hh));
        let sdf = move |x: f32, y: f32| {
            let qx = (x - cx).abs() - hw + r;
            let qy = (y - cy).abs() - hh + r;
            let outside = (qx.max(0.0).powi(2) + qy.max(0.0).powi(2)).sqrt();
            outside + qx.max(qy).min(0.0) - r
        };
        // The half width of the box shrunk by `s` at height `y`, if any.
        let extent = move |y: f32, s: f32| -> Option<f32> {
            let (hw, hh) = (hw - s, hh - s);
            let r = (r - s).max(0.0);
            let dy = (y - cy).abs();
            if hw < 0.0 || dy > hh {
                return None;
            }
            let corner = dy - (hh - r);
            if corner <= 0.0 {
                Some(hw)
            } else {
                Some(hw - r + (r * r - corner * corner).max(0.0).sqrt())
            }
        };
        let inside = move |y: f32, s: f32| extent(y, s).map(|e| (cx - e, cx + e));
        layered(self, (y0 - 1.0, y1 + 1.0), fill, edge, alpha, sdf, inside);
    }

    /// A disc filled with `fill`, with an optional rim `(colour, width)`
    /// inside its edge.
    // Kept ours: imageproc's filled circle has a whole-pixel centre and
    // radius, no anti-aliasing (a visible staircase) and no rim.
    pub fn disc(&mut self, c: Pt, r: f32, fill: Option<Rgb>, rim: Option<(Rgb, f32)>, alpha: f32) {
        let r = r.max(0.0);
        let sdf = move |x: f32, y: f32| ((x - c.0).powi(2) + (y - c.1).powi(2)).sqrt() - r;
        let chord = move |y: f32, radius: f32| -> Option<f32> {
            let dy = y - c.1;
            (radius > 0.0 && dy.abs() <= radius).then(|| (radius * radius - dy * dy).sqrt())
        };
        let inside = move |y: f32, s: f32| chord(y, r - s).map(|e| (c.0 - e, c.0 + e));
        layered(
            self,
            (c.1 - r - 1.0, c.1 + r + 1.0),
            fill,
            rim,
            alpha,
            sdf,
            inside,
        );
    }

    /// A ring of width `w` centred on the circle of radius `r`.
    // Kept ours: imageproc's hollow circle is one pixel wide, not anti-aliased.
    pub fn ring(&mut self, c: Pt, r: f32, w: f32, colour: Rgb, alpha: f32) {
        let half = w / 2.0;
        let reach = r + half + 1.0;
        let rows = ring_rows(c, reach, r - half - 1.0);
        self.shade_rows(c.1 - reach, c.1 + reach, alpha, rows, |x, y| {
            let d = (((x - c.0).powi(2) + (y - c.1).powi(2)).sqrt() - r).abs() - half;
            (colour, (0.5 - d).clamp(0.0, 1.0))
        });
    }

    /// A ring of `dashes` dashes (half dash, half gap), for marks that must
    /// differ from a plain ring by shape.
    pub fn dashed_ring(&mut self, c: Pt, r: f32, w: f32, dashes: u32, colour: Rgb, alpha: f32) {
        let half = w / 2.0;
        let reach = r + half + 1.0;
        let dashes = dashes.max(1) as f32;
        let period = std::f32::consts::TAU * r.max(1.0) / dashes;
        let rows = ring_rows(c, reach, r - half - 1.0);
        self.shade_rows(c.1 - reach, c.1 + reach, alpha, rows, |x, y| {
            let (dx, dy) = (x - c.0, y - c.1);
            let d = ((dx * dx + dy * dy).sqrt() - r).abs() - half;
            let band = (0.5 - d).clamp(0.0, 1.0);
            if band <= 0.0 {
                return (colour, 0.0);
            }
            // Arc length from the nearest dash end, in pixels.
            let turn = (dy.atan2(dx) / std::f32::consts::TAU).rem_euclid(1.0) * dashes;
            let phase = turn.fract();
            let inside = (0.25 - (phase - 0.25).abs()) * period;
            (colour, band * (0.5 + inside).clamp(0.0, 1.0))
        });
    }

    /// A straight stroke of width `w` with round ends.
    // Kept ours: imageproc's anti-aliased segment is one pixel wide with
    // whole-pixel ends; a wide one as an imageproc polygon has jagged ends,
    // and level lines are 50 times faster here (0.33 against 18 µs).
    pub fn line(&mut self, a: Pt, b: Pt, w: f32, colour: Rgb, alpha: f32) {
        let half = w / 2.0;
        if (a.0 - b.0).abs() < 1e-3 || (a.1 - b.1).abs() < 1e-3 {
            // Level or upright: a rectangle (square ends), much cheaper.
            let (x0, x1) = (a.0.min(b.0) - half, a.0.max(b.0) + half);
            let (y0, y1) = (a.1.min(b.1) - half, a.1.max(b.1) + half);
            self.rect(x0, y0, x1, y1, colour, alpha);
            return;
        }
        let (bx, by) = (b.0 - a.0, b.1 - a.1);
        let len2 = (bx * bx + by * by).max(1e-6);
        let reach = half + 1.0;
        let (x0, x1) = (a.0.min(b.0) - reach, a.0.max(b.0) + reach);
        let (y0, y1) = (a.1.min(b.1) - reach, a.1.max(b.1) + reach);
        let len = len2.sqrt();
        let row = move |y: f32| -> Option<Row> {
            // Where the centre line crosses this row, and how far the
            // stroke reaches sideways from there.
            let xc = a.0 + (y - a.1) / by * bx;
            let side = reach * len / by.abs();
            Some(Row::new((xc - side).max(x0), (xc + side).min(x1)))
        };
        self.shade_rows(y0, y1, alpha, row, |x, y| {
            let (px, py) = (x - a.0, y - a.1);
            let h = ((px * bx + py * by) / len2).clamp(0.0, 1.0);
            let d = ((px - bx * h).powi(2) + (py - by * h).powi(2)).sqrt() - half;
            (colour, (0.5 - d).clamp(0.0, 1.0))
        });
    }

    /// A filled convex polygon (points in either winding order).
    // Kept ours: imageproc's snaps corners to whole pixels and its Wu-line
    // edges spread outside the shape (a light fringe on backgammon points);
    // by rows this is near its speed (60×360 triangle: 29 against 27 µs).
    pub fn polygon(&mut self, points: &[Pt], colour: Rgb, alpha: f32) {
        if points.len() < 3 {
            return;
        }
        let edges = edges_of(points);
        let (y0, y1) = y_extent(points);
        let row = |y: f32| {
            let (from, to) = convex_span(&edges, y, 1.0)?;
            let row = Row::new(from, to);
            Some(match convex_span(&edges, y, -0.5) {
                Some((a, b)) => row.solid(a, b, colour, 1.0),
                None => row,
            })
        };
        self.shade_rows(y0 - 1.0, y1 + 1.0, alpha, row, |x, y| {
            (colour, (0.5 - convex_sdf(&edges, x, y)).clamp(0.0, 1.0))
        });
    }

    /// The outline of a convex polygon, `w` wide, inside its edges.
    // Kept ours: imageproc's hollow polygon is one pixel wide and not
    // anti-aliased; it has no band of a given width inside the edges.
    pub fn polygon_edge(&mut self, points: &[Pt], w: f32, colour: Rgb, alpha: f32) {
        if points.len() < 3 {
            return;
        }
        let edges = edges_of(points);
        let (y0, y1) = y_extent(points);
        let row = |y: f32| {
            let (from, to) = convex_span(&edges, y, 1.0)?;
            let row = Row::new(from, to);
            // Inside the band nothing is drawn.
            Some(match convex_span(&edges, y, -(w + 0.5)) {
                Some((a, b)) if w.is_finite() => row.hole(a, b),
                _ => row,
            })
        };
        self.shade_rows(y0 - 1.0, y1 + 1.0, alpha, row, |x, y| {
            let d = convex_sdf(&edges, x, y);
            let outer = (0.5 - d).clamp(0.0, 1.0);
            let inner = (0.5 - (d + w)).clamp(0.0, 1.0);
            (colour, outer - inner)
        });
    }

    /// Blends a picture with its own transparency at `(x, y)` (its top left
    /// corner), faded by `alpha`.
    pub fn picture(&mut self, x: i64, y: i64, picture: &image::RgbaImage, alpha: f32) {
        let alpha = (alpha.clamp(0.0, 1.0) * 256.0) as u32;
        let (w, h) = (i64::from(self.width), i64::from(self.height));
        for (px, py, pixel) in picture.enumerate_pixels() {
            let [r, g, b, a] = pixel.0;
            let (cx, cy) = (x + i64::from(px), y + i64::from(py));
            if a == 0 || !(0..w).contains(&cx) || !(0..h).contains(&cy) {
                continue;
            }
            let weight = (u32::from(a) * alpha + 128) / 255;
            self.blend(cx as usize, cy as usize, Rgb(r, g, b), weight);
        }
    }

    /// Blends a coverage bitmap (`w` columns, one byte per pixel) at `(x, y)`.
    pub fn mask(&mut self, x: i32, y: i32, w: usize, coverage: &[u8], colour: Rgb, alpha: f32) {
        if w == 0 {
            return;
        }
        let alpha = (alpha.clamp(0.0, 1.0) * 256.0) as u32;
        let (x, y) = (i64::from(x), i64::from(y));
        for (row, line) in coverage.chunks(w).enumerate() {
            let py = y + row as i64;
            if py < 0 || py >= i64::from(self.height) {
                continue;
            }
            for (col, &c) in line.iter().enumerate() {
                let px = x + col as i64;
                if c == 0 || px < 0 || px >= i64::from(self.width) {
                    continue;
                }
                let a = (u32::from(c) * alpha + 128) / 255;
                self.blend(px as usize, py as usize, colour, a);
            }
        }
    }
}

/// Most solid parts or holes in one row.
const SEGMENTS: usize = 3;

/// What to do with one row of a shape.
struct Row {
    /// The x range that may be covered.
    from: f32,
    to: f32,
    /// Solid parts and holes, left to right.
    segments: [Option<Segment>; SEGMENTS],
}

/// Pixel centres in `a..=b` are covered alike by `fill` (colour, extent),
/// or not at all (`None`: a hole).
#[derive(Clone, Copy)]
struct Segment {
    a: f32,
    b: f32,
    fill: Option<(Rgb, f32)>,
}

impl Row {
    fn new(from: f32, to: f32) -> Row {
        Row {
            from,
            to,
            segments: [None; SEGMENTS],
        }
    }

    fn push(mut self, segment: Segment) -> Row {
        if let Some(slot) = self.segments.iter_mut().find(|s| s.is_none()) {
            *slot = Some(segment);
        }
        self
    }

    fn solid(self, a: f32, b: f32, c: Rgb, cover: f32) -> Row {
        self.push(Segment {
            a,
            b,
            fill: Some((c, cover)),
        })
    }

    fn hole(self, a: f32, b: f32) -> Row {
        self.push(Segment { a, b, fill: None })
    }
}

/// The rows of a ring whose outer reach is `outer` and whose hole has
/// radius `inner`.
fn ring_rows(c: Pt, outer: f32, inner: f32) -> impl Fn(f32) -> Option<Row> {
    move |y: f32| {
        let dy = y - c.1;
        if dy.abs() > outer {
            return None;
        }
        let e = (outer * outer - dy * dy).sqrt();
        let row = Row::new(c.0 - e, c.0 + e);
        Some(if inner > 0.0 && dy.abs() < inner {
            let h = (inner * inner - dy * dy).sqrt();
            row.hole(c.0 - h, c.0 + h)
        } else {
            row
        })
    }
}

/// Fills a shape given by its signed distance `sdf` with `fill` and draws
/// its inner edge band of `edge.1` pixels in `edge.0`, in one pass.
/// `inside(y, s)` gives the x interval, at row `y`, of the shape shrunk by
/// `s` (`s = -1`: the reach of its anti-aliased edge), if the row meets it.
fn layered(
    canvas: &mut Canvas,
    ys: (f32, f32),
    fill: Option<Rgb>,
    edge: Option<(Rgb, f32)>,
    alpha: f32,
    sdf: impl Fn(f32, f32) -> f32,
    inside: impl Fn(f32, f32) -> Option<(f32, f32)>,
) {
    let (y0, y1) = ys;
    let w = edge.map_or(0.0, |(_, w)| w.max(0.0));
    match (fill, edge) {
        (None, None) => {}
        (Some(fill), None) => {
            let row = |y: f32| {
                let (from, to) = inside(y, -1.0)?;
                let row = Row::new(from, to);
                Some(match inside(y, 0.5) {
                    Some((a, b)) => row.solid(a, b, fill, 1.0),
                    None => row,
                })
            };
            canvas.shade_rows(y0, y1, alpha, row, |x, y| {
                (fill, (0.5 - sdf(x, y)).clamp(0.0, 1.0))
            });
        }
        (None, Some((ec, _))) => {
            // Solid where the band is fully covered, a hole inside it.
            let row = |y: f32| banded(&inside, y, w, ec, None);
            canvas.shade_rows(y0, y1, alpha, row, |x, y| {
                let d = sdf(x, y);
                (ec, (0.5 - d).clamp(0.0, 1.0) - (0.5 - (d + w)).clamp(0.0, 1.0))
            });
        }
        (Some(fill), Some((ec, _))) => {
            // Solid rim where the band is fully covered, solid fill inside.
            let row = |y: f32| banded(&inside, y, w, ec, Some(fill));
            canvas.shade_rows(y0, y1, alpha, row, |x, y| {
                let d = sdf(x, y);
                let outer = (0.5 - d).clamp(0.0, 1.0);
                if outer <= 0.0 {
                    return (fill, 0.0);
                }
                let inner = (0.5 - (d + w)).clamp(0.0, 1.0);
                (ec.mix(fill, inner), outer)
            });
        }
    }
}

/// A row of a shape with an inner band `w` wide in `edge`: the band is solid
/// where fully covered (signed distance from -(w - 0.5) to -0.5), the
/// inside solid `fill` or a hole (`None`); the rest is left to shading.
fn banded(
    inside: &impl Fn(f32, f32) -> Option<(f32, f32)>,
    y: f32,
    w: f32,
    edge: Rgb,
    fill: Option<Rgb>,
) -> Option<Row> {
    let (from, to) = inside(y, -1.0)?;
    let mut row = Row::new(from, to);
    let core = inside(y, w + 0.5);
    let middle = |row: Row| match (core, fill) {
        (Some((a, b)), Some(c)) => row.solid(a, b, c, 1.0),
        (Some((a, b)), None) => row.hole(a, b),
        (None, _) => row,
    };
    if w < 1.0 {
        return Some(middle(row));
    }
    match (inside(y, 0.5), inside(y, w - 0.5)) {
        (Some((oa, ob)), Some((ja, jb))) => {
            row = row.solid(oa, ja - 0.01, edge, 1.0);
            row = middle(row);
            row = row.solid(jb + 0.01, ob, edge, 1.0);
        }
        (Some((oa, ob)), None) => row = row.solid(oa, ob, edge, 1.0),
        (None, _) => row = middle(row),
    }
    Some(row)
}

/// Each edge of a polygon as (point, unit outward normal).
fn edges_of(points: &[Pt]) -> Vec<(Pt, Pt)> {
    // Signed area tells the winding, so normals can point outwards.
    let n = points.len();
    let area: f32 = (0..n)
        .map(|i| {
            let (a, b) = (points[i], points[(i + 1) % n]);
            a.0 * b.1 - b.0 * a.1
        })
        .sum();
    let sign = if area >= 0.0 { 1.0 } else { -1.0 };
    (0..n)
        .map(|i| {
            let (a, b) = (points[i], points[(i + 1) % n]);
            let (dx, dy) = (b.0 - a.0, b.1 - a.1);
            let len = (dx * dx + dy * dy).sqrt().max(1e-6);
            (a, (sign * dy / len, -sign * dx / len))
        })
        .collect()
}

/// The lowest and highest y of `points`.
fn y_extent(points: &[Pt]) -> (f32, f32) {
    points
        .iter()
        .fold((f32::MAX, f32::MIN), |(lo, hi), p| (lo.min(p.1), hi.max(p.1)))
}

/// The x interval, at height `y`, where the convex polygon's signed
/// distance ([`convex_sdf`]) is at most `t`, if the row meets it.
fn convex_span(edges: &[(Pt, Pt)], y: f32, t: f32) -> Option<(f32, f32)> {
    let (mut lo, mut hi) = (f32::MIN, f32::MAX);
    for &((ax, ay), (nx, ny)) in edges {
        // (x - ax) * nx + (y - ay) * ny <= t
        let rest = t - (y - ay) * ny;
        if nx.abs() < 1e-6 {
            if rest < 0.0 {
                return None;
            }
        } else if nx > 0.0 {
            hi = hi.min(ax + rest / nx);
        } else {
            lo = lo.max(ax + rest / nx);
        }
    }
    (lo <= hi && lo.is_finite() && hi.is_finite()).then_some((lo, hi))
}

/// Signed distance to a convex polygon (exact inside, close outside).
fn convex_sdf(edges: &[(Pt, Pt)], x: f32, y: f32) -> f32 {
    edges
        .iter()
        .map(|&((ax, ay), (nx, ny))| (x - ax) * nx + (y - ay) * ny)
        .fold(f32::MIN, f32::max)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(c: &Canvas, x: usize, y: usize) -> Rgb {
        let i = (y * c.width as usize + x) * 3;
        Rgb(c.px[i], c.px[i + 1], c.px[i + 2])
    }

    #[test]
    fn a_disc_covers_its_inside_and_blends_its_edge() {
        let mut c = Canvas::new(40, 40, Rgb(255, 255, 255));
        c.disc((20.0, 20.0), 9.5, Some(Rgb(0, 0, 0)), None, 1.0);
        assert_eq!(at(&c, 20, 20), Rgb(0, 0, 0));
        assert_eq!(at(&c, 2, 2), Rgb(255, 255, 255));
        // A pixel straddling the edge is grey.
        let edge = at(&c, 29, 20).0;
        assert!(edge > 20 && edge < 235, "{edge}");
    }

    #[test]
    fn shapes_outside_the_picture_or_not_finite_are_skipped() {
        let mut c = Canvas::new(10, 10, Rgb(1, 2, 3));
        c.disc((-100.0, -100.0), 5.0, Some(Rgb(0, 0, 0)), None, 1.0);
        c.line((f32::NAN, 0.0), (5.0, 5.0), 2.0, Rgb(0, 0, 0), 1.0);
        c.polygon(&[(0.0, 0.0), (1.0, 1.0)], Rgb(0, 0, 0), 1.0);
        c.mask(-5, 8, 4, &[255; 16], Rgb(0, 0, 0), 1.0);
        assert_eq!(at(&c, 5, 5), Rgb(1, 2, 3));
    }

    proptest::proptest! {
        #[test]
        fn no_shape_panics_whatever_its_numbers(
            v in proptest::collection::vec(proptest::prelude::any::<f32>(), 8),
            small in proptest::collection::vec(-50.0f32..90.0, 8),
        ) {
            let mut c = Canvas::new(40, 30, Rgb(9, 9, 9));
            for n in [&v, &small] {
                let ink = Rgb(200, 10, 10);
                c.rect(n[0], n[1], n[2], n[3], ink, n[4]);
                c.round_rect(n[0], n[1], n[2], n[3], n[4], Some(ink), Some((ink, n[5])), n[6]);
                c.round_rect(n[0], n[1], n[2], n[3], n[4], None, Some((ink, n[5])), 1.0);
                c.disc((n[0], n[1]), n[2], Some(ink), Some((ink, n[3])), n[4]);
                c.disc((n[0], n[1]), n[2], None, Some((ink, n[3])), 1.0);
                c.ring((n[0], n[1]), n[2], n[3], ink, n[4]);
                c.dashed_ring((n[0], n[1]), n[2], n[3], n[7] as u32, ink, 1.0);
                c.line((n[0], n[1]), (n[2], n[3]), n[4], ink, n[5]);
                c.line((n[0], n[1]), (n[0], n[3]), n[4], ink, 1.0);
                c.polygon(&[(n[0], n[1]), (n[2], n[3]), (n[4], n[5])], ink, n[6]);
                c.polygon_edge(&[(n[0], n[1]), (n[2], n[3]), (n[4], n[5])], n[7], ink, 1.0);
                c.mask(n[0] as i32, n[1] as i32, 3, &[255; 10], ink, n[2]);
            }
        }
    }

    #[test]
    fn a_stamped_sprite_equals_drawing_in_place() {
        let draw = |c: &mut Canvas, at: Pt| {
            c.disc(at, 9.3, Some(Rgb(200, 30, 30)), Some((Rgb(0, 0, 0), 2.0)), 1.0);
            c.ring(at, 4.0, 1.5, Rgb(255, 255, 255), 0.8);
        };
        let mut direct = Canvas::new(40, 40, Rgb(240, 230, 210));
        draw(&mut direct, (17.25, 20.5));
        let mut recorder = Canvas::recorder(24);
        draw(&mut recorder, (12.25, 12.5));
        let sprite = recorder.into_sprite();
        let mut stamped = Canvas::new(40, 40, Rgb(240, 230, 210));
        stamped.stamp(&sprite, 5, 8);
        assert_eq!(direct.px, stamped.px);
        // Partly outside the picture: clipped, no panic.
        stamped.stamp(&sprite, -10, 30);
    }

    #[test]
    fn polygons_by_rows_equal_shading_every_pixel() {
        let tri = [(10.3, 4.0), (31.7, 6.2), (17.1, 37.5)];
        let (paper, ink) = (Rgb(240, 230, 210), Rgb(20, 90, 40));
        let mut fast = Canvas::new(40, 40, paper);
        fast.polygon(&tri, ink, 1.0);
        fast.polygon_edge(&tri, 2.5, Rgb(0, 0, 0), 0.6);
        let edges = edges_of(&tri);
        let mut slow = Canvas::new(40, 40, paper);
        for (w, colour, alpha) in [(None, ink, 1.0), (Some(2.5f32), Rgb(0, 0, 0), 0.6)] {
            for y in 0..40 {
                for x in 0..40 {
                    let d = convex_sdf(&edges, x as f32 + 0.5, y as f32 + 0.5);
                    let mut cover = (0.5 - d).clamp(0.0, 1.0);
                    if let Some(w) = w {
                        cover -= (0.5 - (d + w)).clamp(0.0, 1.0);
                    }
                    if cover > 0.0 {
                        slow.blend(x, y, colour, (cover * alpha * 256.0) as u32);
                    }
                }
            }
        }
        let off = fast.px.iter().zip(&slow.px).map(|(a, b)| a.abs_diff(*b)).max();
        assert!(off.unwrap_or(0) <= 1, "{off:?}");
    }

    #[test]
    fn sizes_are_clamped() {
        let c = Canvas::new(0, 100_000, Rgb(0, 0, 0));
        assert_eq!((c.width(), c.height()), (1, MAX_SIDE));
    }
}
