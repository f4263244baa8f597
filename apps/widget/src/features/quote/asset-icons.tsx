import type { AssetType } from '@kerb/domain/enums/index';
import type { ReactNode } from 'react';

// Line icons for the asset tiles (drawn here; decorative, the tile's label names the asset).
const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.7, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

const icon = (children: ReactNode) => (
  <svg width="30" height="30" viewBox="0 0 32 32" focusable="false" {...stroke}>
    {children}
  </svg>
);

const CAR = icon(<><path d="M5 20v-4l3-6h13l5 6v4a1 1 0 0 1-1 1h-2" /><path d="M9 21H6a1 1 0 0 1-1-1" /><path d="M8 15h18" /><circle cx="11" cy="21" r="2.5" /><circle cx="21" cy="21" r="2.5" /><path d="M13.5 21h5" /></>);
const MOTORCYCLE = icon(<><circle cx="8" cy="21" r="4" /><circle cx="24" cy="21" r="4" /><path d="M8 21l5-7h6l5 7" /><path d="M19 14l-2-4h-3" /><path d="M12 14H8" /></>);
const CARAVAN = icon(<><rect x="4" y="9" width="20" height="12" rx="3" /><path d="M24 18h4" /><circle cx="12" cy="22" r="2.5" /><rect x="8" y="12" width="5" height="4" rx="1" /><path d="M17 12v6" /></>);
const BOAT = icon(<><path d="M4 19h24l-3 5H8z" /><path d="M16 5v14" /><path d="M16 6l8 10h-8" /><path d="M16 9l-6 7h6" /></>);
const TRUCK = icon(<><rect x="3" y="9" width="15" height="11" rx="1" /><path d="M18 13h5l4 4v3h-9" /><circle cx="9" cy="22" r="2.5" /><circle cx="22" cy="22" r="2.5" /></>);
const EQUIPMENT = icon(<><path d="M4 22h14v-6H9l-5 6z" /><path d="M18 19h3l5-9-3-2-4 6" /><circle cx="8" cy="24" r="1.5" /><circle cx="15" cy="24" r="1.5" /></>);
const PERSONAL = icon(<><rect x="4" y="9" width="24" height="16" rx="3" /><path d="M4 14h24" /><path d="M20 20h4" /><path d="M8 9V7h16v2" /></>);
const OTHER = icon(<><circle cx="9" cy="16" r="1.6" /><circle cx="16" cy="16" r="1.6" /><circle cx="23" cy="16" r="1.6" /></>);

const ICONS: Partial<Record<AssetType, ReactNode>> = {
  PASSENGER_VEHICLE: CAR,
  COMMERCIAL_VEHICLE_UNDER_4_5T: CAR,
  MOTORCYCLE,
  MOTORBIKE_REGISTERED: MOTORCYCLE,
  MOTORBIKE_UNREGISTERED: MOTORCYCLE,
  CARAVAN,
  UNSECURED_CARAVAN: CARAVAN,
  BOAT,
  JET_SKI: BOAT,
  TRUCK,
  PRIME_MOVER: TRUCK,
  TRAILER: TRUCK,
  PLANT_EQUIPMENT: EQUIPMENT,
  AGRICULTURAL_EQUIPMENT: EQUIPMENT,
  PERSONAL_LOAN: PERSONAL,
};

export const assetIcon = (type: AssetType): ReactNode => ICONS[type] ?? OTHER;
