import Camera from 'lucide-react/icons/camera';
import ChartNoAxesColumn from 'lucide-react/icons/chart-no-axes-column';
import Heart from 'lucide-react/icons/heart';
import Mail from 'lucide-react/icons/mail';
import QrCode from 'lucide-react/icons/qr-code';
import Share2 from 'lucide-react/icons/share-2';
import Trophy from 'lucide-react/icons/trophy';

/** The landing page's line icons, decorative: the text beside each says it. */
export const icons = {
  qr: <QrCode className="size-6" />,
  camera: <Camera className="size-6" />,
  trophy: <Trophy className="size-6" />,
  chart: <ChartNoAxesColumn className="size-6" />,
  share: <Share2 className="size-6" />,
  heart: <Heart className="size-6" />,
  mail: <Mail className="size-6" />,
};
