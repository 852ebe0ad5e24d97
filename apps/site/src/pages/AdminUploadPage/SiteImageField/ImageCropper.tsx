import { useState } from "react";
import Cropper, { type Area } from "react-easy-crop";
import { SITE_IMAGE_TEXT as TEXT } from "../siteImageText.ts";
import * as styles from "./SiteImageField.css.ts";

export interface ImageCropperProps {
  src: string;
  aspect: number;
  /** The chosen box in the image's own pixels (what the server crops). */
  onCropChange: (area: Area) => void;
}

/** A fixed-aspect crop with zoom (react-easy-crop); arrow keys move it too. */
export function ImageCropper({ src, aspect, onCropChange }: ImageCropperProps) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  return (
    <div className={styles.cropper}>
      <div className={styles.cropArea}>
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          aspect={aspect}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_area, pixels) => onCropChange(pixels)}
        />
      </div>
      <p className={styles.hint}>{TEXT.cropHint}</p>
      <label className={styles.zoom}>
        <span>{TEXT.zoom}</span>
        <input
          type="range"
          min={1}
          max={3}
          step={0.1}
          value={zoom}
          onChange={(event) => setZoom(Number(event.target.value))}
        />
      </label>
    </div>
  );
}
