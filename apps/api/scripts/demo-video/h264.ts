/**
 * A tiny H.264 (constrained baseline) writer for the demo's video clips, so they can be made
 * with Node alone. Not a real encoder: the first picture is stored raw (I_PCM macroblocks), each
 * later one is the previous picture moved by a whole-pixel motion vector with no residual. That
 * is enough for a short clip a browser decodes and plays.
 */

/** Bits, most significant first, with the Exp-Golomb codes of the H.264 syntax. */
class BitWriter {
  private bytes: number[] = [];
  private current = 0;
  private used = 0;

  bit(b: number) {
    this.current = (this.current << 1) | (b & 1);
    if (++this.used === 8) {
      this.bytes.push(this.current);
      this.current = 0;
      this.used = 0;
    }
  }
  bits(value: number, count: number) {
    for (let i = count - 1; i >= 0; i--) this.bit((value >> i) & 1);
  }
  /** ue(v) */
  ue(value: number) {
    const code = value + 1;
    const length = Math.floor(Math.log2(code));
    this.bits(0, length);
    this.bits(code, length + 1);
  }
  /** se(v) */
  se(value: number) {
    this.ue(value > 0 ? 2 * value - 1 : -2 * value);
  }
  get aligned() {
    return this.used === 0;
  }
  alignWithZeros() {
    while (!this.aligned) this.bit(0);
  }
  /** rbsp_trailing_bits: a stop bit, then zeros to the byte. */
  finish() {
    this.bit(1);
    this.alignWithZeros();
    return Buffer.from(this.bytes);
  }
}

/** A NAL unit: its header byte, then the payload with emulation prevention bytes. */
function nal(refIdc: number, type: number, rbsp: Buffer) {
  const out: number[] = [(refIdc << 5) | type];
  let zeros = 0;
  for (const byte of rbsp) {
    if (zeros >= 2 && byte <= 3) {
      out.push(3);
      zeros = 0;
    }
    out.push(byte);
    zeros = byte === 0 ? zeros + 1 : 0;
  }
  return Buffer.from(out);
}

export const PROFILE_BASELINE = 66;
export const CONSTRAINTS = 0xc0; // constraint_set0 and 1: constrained baseline
export const LEVEL = 30;
const LOG2_MAX_FRAME_NUM = 4;

/** One picture in YCbCr 4:2:0: luma width × height, chroma at half size each way. */
export interface Picture {
  width: number;
  height: number;
  y: Uint8Array;
  cb: Uint8Array;
  cr: Uint8Array;
}

export function sequenceParameterSet(width: number, height: number) {
  const w = new BitWriter();
  w.bits(PROFILE_BASELINE, 8);
  w.bits(CONSTRAINTS, 8);
  w.bits(LEVEL, 8);
  w.ue(0); // seq_parameter_set_id
  w.ue(LOG2_MAX_FRAME_NUM - 4);
  w.ue(2); // pic_order_cnt_type 2: output order is decoding order
  w.ue(1); // max_num_ref_frames
  w.bit(0); // gaps_in_frame_num_value_allowed_flag
  w.ue(width / 16 - 1);
  w.ue(height / 16 - 1);
  w.bit(1); // frame_mbs_only_flag
  w.bit(1); // direct_8x8_inference_flag
  w.bit(0); // frame_cropping_flag
  w.bit(0); // vui_parameters_present_flag
  return nal(3, 7, w.finish());
}

export function pictureParameterSet() {
  const w = new BitWriter();
  w.ue(0); // pic_parameter_set_id
  w.ue(0); // seq_parameter_set_id
  w.bit(0); // entropy_coding_mode_flag: CAVLC
  w.bit(0); // bottom_field_pic_order_in_frame_present_flag
  w.ue(0); // num_slice_groups_minus1
  w.ue(0); // num_ref_idx_l0_default_active_minus1
  w.ue(0); // num_ref_idx_l1_default_active_minus1
  w.bit(0); // weighted_pred_flag
  w.bits(0, 2); // weighted_bipred_idc
  w.se(0); // pic_init_qp_minus26
  w.se(0); // pic_init_qs_minus26
  w.se(0); // chroma_qp_index_offset
  w.bit(1); // deblocking_filter_control_present_flag
  w.bit(0); // constrained_intra_pred_flag
  w.bit(0); // redundant_pic_cnt_present_flag
  return nal(3, 8, w.finish());
}

function sliceHeader(w: BitWriter, idr: boolean, frameNum: number) {
  w.ue(0); // first_mb_in_slice
  w.ue(idr ? 7 : 5); // slice_type: I or P, every slice of the picture alike
  w.ue(0); // pic_parameter_set_id
  w.bits(frameNum % (1 << LOG2_MAX_FRAME_NUM), LOG2_MAX_FRAME_NUM);
  if (idr)
    w.ue(0); // idr_pic_id
  else {
    w.bit(0); // num_ref_idx_active_override_flag
    w.bit(0); // ref_pic_list_modification_flag_l0
  }
  // dec_ref_pic_marking
  if (idr) {
    w.bit(0); // no_output_of_prior_pics_flag
    w.bit(0); // long_term_reference_flag
  } else w.bit(0); // adaptive_ref_pic_marking_mode_flag: sliding window
  w.se(0); // slice_qp_delta
  w.ue(1); // disable_deblocking_filter_idc: off, the moved picture stays sharp
}

const I_PCM = 25;

/** The first picture: every macroblock's samples as they are (I_PCM). */
export function idrSlice(picture: Picture) {
  const w = new BitWriter();
  sliceHeader(w, true, 0);
  const mbs = picture.width / 16;
  const rows = picture.height / 16;
  const cw = picture.width / 2;
  for (let my = 0; my < rows; my++) {
    for (let mx = 0; mx < mbs; mx++) {
      w.ue(I_PCM);
      w.alignWithZeros();
      for (let y = 0; y < 16; y++)
        for (let x = 0; x < 16; x++) w.bits(picture.y[(my * 16 + y) * picture.width + mx * 16 + x] ?? 128, 8);
      for (const plane of [picture.cb, picture.cr])
        for (let y = 0; y < 8; y++)
          for (let x = 0; x < 8; x++) w.bits(plane[(my * 8 + y) * cw + mx * 8 + x] ?? 128, 8);
    }
  }
  return nal(3, 5, w.finish());
}

/**
 * A later picture: the previous one moved by (dx, dy) whole pixels. Every macroblock is
 * P_L0_16x16 with the same vector and no residual; the vector is predicted from the
 * neighbours, so only the first macroblock carries it.
 */
export function movedSlice(width: number, height: number, frameNum: number, dx: number, dy: number) {
  const w = new BitWriter();
  sliceHeader(w, false, frameNum);
  const count = (width / 16) * (height / 16);
  for (let i = 0; i < count; i++) {
    w.ue(0); // mb_skip_run
    w.ue(0); // mb_type P_L0_16x16
    // mvd_l0 in quarter pixels; a picture moved by (dx, dy) samples the reference at -(dx, dy)
    w.se(i === 0 ? -dx * 4 : 0);
    w.se(i === 0 ? -dy * 4 : 0);
    w.ue(0); // coded_block_pattern 0 (inter): no residual, so no mb_qp_delta
  }
  return nal(2, 1, w.finish());
}

/** RGB (0 … 255) to limited-range BT.601 YCbCr, what decoders assume without colour info. */
export function toYCbCr(r: number, g: number, b: number): [number, number, number] {
  const clamp = (v: number) => Math.max(1, Math.min(254, Math.round(v)));
  return [
    clamp(16 + (65.481 * r + 128.553 * g + 24.966 * b) / 255),
    clamp(128 + (-37.797 * r - 74.203 * g + 112 * b) / 255),
    clamp(128 + (112 * r - 93.786 * g - 18.214 * b) / 255),
  ];
}

/** A picture from `pixel(x, y)` → [r, g, b]; chroma is the mean of each 2 × 2 block. */
export function drawPicture(
  width: number,
  height: number,
  pixel: (x: number, y: number) => readonly number[],
): Picture {
  const y = new Uint8Array(width * height);
  const cb = new Uint8Array((width / 2) * (height / 2));
  const cr = new Uint8Array(cb.length);
  const sums = new Float64Array(cb.length * 2);
  for (let py = 0; py < height; py++) {
    for (let px = 0; px < width; px++) {
      const [r = 0, g = 0, b = 0] = pixel(px, py);
      const [l, u, v] = toYCbCr(r, g, b);
      y[py * width + px] = l;
      const c = (py >> 1) * (width / 2) + (px >> 1);
      sums[c * 2] = (sums[c * 2] ?? 0) + u;
      sums[c * 2 + 1] = (sums[c * 2 + 1] ?? 0) + v;
    }
  }
  for (let c = 0; c < cb.length; c++) {
    cb[c] = Math.round((sums[c * 2] ?? 512) / 4);
    cr[c] = Math.round((sums[c * 2 + 1] ?? 512) / 4);
  }
  return { width, height, y, cb, cr };
}
