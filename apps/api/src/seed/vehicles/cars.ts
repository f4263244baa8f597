import { model, type SampleMakeData } from './build';

// Cars, SUVs, utes and vans sold new in Australia and New Zealand. SAMPLE prices (docs/decisions/025).
const CAR = 'PASSENGER_VEHICLE';
const UTE = 'COMMERCIAL_VEHICLE_UNDER_4_5T';

export const CAR_MAKES: readonly SampleMakeData[] = [
  { code: 'TOYOTA', name: 'Toyota', models: [
    model('COROLLA', 'Corolla', CAR, [['Ascent Sport', 'Hatchback 2.0L CVT', 2018, null, 28_990], ['Ascent Sport', 'Hatchback 1.8L Hybrid', 2019, null, 31_490], ['SX', 'Sedan 2.0L CVT', 2019, null, 31_990], ['ZR', 'Hatchback 2.0L CVT', 2018, null, 36_990]]),
    model('CAMRY', 'Camry', CAR, [['Ascent', 'Sedan 2.5L Auto', 2017, null, 34_990], ['Ascent', 'Sedan 2.5L Hybrid', 2017, null, 37_490], ['SL', 'Sedan 2.5L Hybrid', 2017, null, 48_990]]),
    model('RAV4', 'RAV4', CAR, [['GX', 'Wagon 2.0L CVT 2WD', 2019, null, 36_990], ['GXL', 'Wagon 2.5L Hybrid 2WD', 2019, null, 44_990], ['Cruiser', 'Wagon 2.5L Hybrid AWD', 2019, null, 52_990], ['Edge', 'Wagon 2.5L Auto AWD', 2019, null, 55_990]]),
    model('PRADO', 'LandCruiser Prado', CAR, [['GXL', 'Wagon 2.8L Turbo Diesel Auto', 2015, null, 71_990], ['VX', 'Wagon 2.8L Turbo Diesel Auto', 2015, null, 80_990], ['Kakadu', 'Wagon 2.8L Turbo Diesel Auto', 2015, null, 92_990]]),
    model('LC300', 'LandCruiser 300', CAR, [['GXL', 'Wagon 3.3L Twin Turbo Diesel Auto', 2021, null, 105_990], ['Sahara', 'Wagon 3.3L Twin Turbo Diesel Auto', 2021, null, 138_990]]),
    model('KLUGER', 'Kluger', CAR, [['GX', 'Wagon 3.5L Auto 2WD', 2017, 2021, 47_990], ['GX', 'Wagon 2.5L Hybrid AWD', 2021, null, 56_990], ['Grande', 'Wagon 2.5L Hybrid AWD', 2021, null, 80_990]]),
    model('HILUX', 'HiLux', UTE, [['Workmate', 'Cab Chassis 2.7L Manual 4x2', 2015, null, 29_990], ['SR', 'Double Cab Pick-up 2.8L Turbo Diesel Auto 4x4', 2015, null, 55_990], ['SR5', 'Double Cab Pick-up 2.8L Turbo Diesel Auto 4x4', 2015, null, 64_990], ['Rogue', 'Double Cab Pick-up 2.8L Turbo Diesel Auto 4x4', 2018, null, 73_990]]),
    model('HIACE', 'HiAce', UTE, [['LWB', 'Van 2.8L Turbo Diesel Auto', 2019, null, 50_990], ['SLWB', 'Commuter Bus 2.8L Turbo Diesel Auto', 2019, null, 74_990]]),
  ] },
  { code: 'MAZDA', name: 'Mazda', models: [
    model('MAZDA3', 'Mazda3', CAR, [['G20 Pure', 'Hatchback 2.0L Auto', 2019, null, 31_490], ['G25 Astina', 'Hatchback 2.5L Auto', 2019, null, 42_490], ['G20 Evolve', 'Sedan 2.0L Auto', 2019, null, 33_490]]),
    model('CX3', 'CX-3', CAR, [['Maxx Sport', 'Wagon 2.0L Auto 2WD', 2015, null, 29_990], ['Akari', 'Wagon 2.0L Auto AWD', 2015, null, 37_490]]),
    model('CX5', 'CX-5', CAR, [['Maxx', 'Wagon 2.0L Auto 2WD', 2017, null, 35_990], ['Maxx Sport', 'Wagon 2.5L Auto AWD', 2017, null, 42_990], ['Akera', 'Wagon 2.5L Turbo Auto AWD', 2017, null, 54_990]]),
    model('CX9', 'CX-9', CAR, [['Sport', 'Wagon 2.5L Turbo Auto 2WD', 2016, 2023, 47_990], ['Azami', 'Wagon 2.5L Turbo Auto AWD', 2016, 2023, 67_990]]),
    model('BT50', 'BT-50', UTE, [['XT', 'Dual Cab Pick-up 3.0L Turbo Diesel Auto 4x4', 2020, null, 52_990], ['GT', 'Dual Cab Pick-up 3.0L Turbo Diesel Auto 4x4', 2020, null, 62_990]]),
  ] },
  { code: 'HYUNDAI', name: 'Hyundai', models: [
    model('I30', 'i30', CAR, [['Active', 'Hatchback 2.0L Auto', 2017, null, 27_990], ['N Line', 'Hatchback 1.6L Turbo DCT', 2018, null, 34_490], ['N', 'Hatchback 2.0L Turbo Manual', 2018, null, 49_990]]),
    model('TUCSON', 'Tucson', CAR, [['Base', 'Wagon 2.0L Auto 2WD', 2021, null, 34_500], ['Elite', 'Wagon 1.6L Turbo DCT AWD', 2021, null, 46_000], ['Highlander', 'Wagon 2.0L Turbo Diesel Auto AWD', 2021, null, 55_000]]),
    model('KONA', 'Kona', CAR, [['Base', 'Wagon 2.0L CVT 2WD', 2017, null, 29_000], ['Electric Extended Range', 'Wagon Electric', 2019, null, 59_000]]),
    model('SANTAFE', 'Santa Fe', CAR, [['Active', 'Wagon 2.2L Turbo Diesel Auto AWD', 2018, null, 50_000], ['Highlander', 'Wagon 2.2L Turbo Diesel Auto AWD', 2018, null, 65_000]]),
    model('STARIA', 'Staria Load', UTE, [['Load', 'Van 2.2L Turbo Diesel Auto', 2021, null, 49_000]]),
  ] },
  { code: 'KIA', name: 'Kia', models: [
    model('CERATO', 'Cerato', CAR, [['S', 'Hatchback 2.0L Auto', 2018, null, 27_990], ['GT', 'Sedan 1.6L Turbo DCT', 2018, null, 37_990]]),
    model('SPORTAGE', 'Sportage', CAR, [['S', 'Wagon 2.0L Auto 2WD', 2016, null, 33_990], ['SX', 'Wagon 2.0L Auto 2WD', 2016, null, 37_990], ['GT-Line', 'Wagon 2.0L Turbo Diesel Auto AWD', 2016, null, 52_990]]),
    model('SORENTO', 'Sorento', CAR, [['Sport', 'Wagon 3.5L Auto 2WD', 2020, null, 49_990], ['GT-Line', 'Wagon 2.2L Turbo Diesel DCT AWD', 2020, null, 66_990]]),
    model('CARNIVAL', 'Carnival', CAR, [['S', 'Wagon 3.5L Auto', 2020, null, 50_990], ['Platinum', 'Wagon 2.2L Turbo Diesel Auto', 2020, null, 69_990]]),
  ] },
  { code: 'MITSUBISHI', name: 'Mitsubishi', models: [
    model('TRITON', 'Triton', UTE, [['GLX', 'Cab Chassis 2.4L Turbo Diesel Manual 4x4', 2015, null, 40_990], ['GLX+', 'Double Cab Pick-up 2.4L Turbo Diesel Auto 4x4', 2015, null, 49_990], ['GLS', 'Double Cab Pick-up 2.4L Turbo Diesel Auto 4x4', 2015, null, 55_990]]),
    model('OUTLANDER', 'Outlander', CAR, [['ES', 'Wagon 2.5L CVT 2WD', 2021, null, 37_490], ['Exceed', 'Wagon 2.4L Plug-in Hybrid AWD', 2022, null, 65_990]]),
    model('ASX', 'ASX', CAR, [['ES', 'Wagon 2.0L CVT 2WD', 2016, null, 28_990]]),
    model('PAJEROSPORT', 'Pajero Sport', CAR, [['GLX', 'Wagon 2.4L Turbo Diesel Auto 4x4', 2015, null, 49_990], ['Exceed', 'Wagon 2.4L Turbo Diesel Auto 4x4', 2015, null, 59_990]]),
  ] },
  { code: 'FORD', name: 'Ford', models: [
    model('RANGER', 'Ranger', UTE, [['XL', 'Double Cab Pick-up 2.0L Bi-Turbo Diesel Auto 4x4', 2015, null, 52_990], ['XLT', 'Double Cab Pick-up 3.2L Turbo Diesel Auto 4x4', 2015, 2022, 59_990], ['XLT', 'Double Cab Pick-up 3.0L V6 Turbo Diesel Auto 4x4', 2022, null, 66_990], ['Wildtrak', 'Double Cab Pick-up 3.0L V6 Turbo Diesel Auto 4x4', 2015, null, 75_990], ['Raptor', 'Double Cab Pick-up 3.0L V6 Twin Turbo Auto 4x4', 2018, null, 89_990]]),
    model('EVEREST', 'Everest', CAR, [['Trend', 'Wagon 2.0L Bi-Turbo Diesel Auto 4x4', 2015, null, 64_990], ['Platinum', 'Wagon 3.0L V6 Turbo Diesel Auto 4x4', 2022, null, 82_990]]),
    model('MUSTANG', 'Mustang', CAR, [['GT', 'Fastback 5.0L V8 Auto', 2015, null, 71_990]]),
    model('TRANSITCUSTOM', 'Transit Custom', UTE, [['340S', 'Van 2.0L Turbo Diesel Auto', 2016, null, 46_990]]),
  ] },
  { code: 'HOLDEN', name: 'Holden', models: [
    model('COMMODORE', 'Commodore', CAR, [['Evoke', 'Sedan 3.0L V6 Auto (VF)', 2013, 2017, 35_490], ['SS-V Redline', 'Sedan 6.2L V8 Auto (VF)', 2013, 2017, 54_490], ['RS', 'Liftback 2.0L Turbo Auto (ZB)', 2018, 2020, 40_990]]),
    model('COLORADO', 'Colorado', UTE, [['LS', 'Crew Cab Pick-up 2.8L Turbo Diesel Auto 4x4', 2012, 2020, 45_690], ['LTZ', 'Crew Cab Pick-up 2.8L Turbo Diesel Auto 4x4', 2012, 2020, 52_690], ['Z71', 'Crew Cab Pick-up 2.8L Turbo Diesel Auto 4x4', 2016, 2020, 57_690]]),
    model('CAPTIVA', 'Captiva', CAR, [['LTZ', 'Wagon 2.2L Turbo Diesel Auto AWD', 2011, 2018, 43_490]]),
  ] },
  { code: 'NISSAN', name: 'Nissan', models: [
    model('NAVARA', 'Navara', UTE, [['SL', 'Dual Cab Pick-up 2.3L Twin Turbo Diesel Auto 4x4', 2015, null, 51_990], ['ST-X', 'Dual Cab Pick-up 2.3L Twin Turbo Diesel Auto 4x4', 2015, null, 61_990], ['PRO-4X', 'Dual Cab Pick-up 2.3L Twin Turbo Diesel Auto 4x4', 2021, null, 64_990]]),
    model('XTRAIL', 'X-Trail', CAR, [['ST', 'Wagon 2.5L CVT 2WD', 2014, null, 36_990], ['Ti', 'Wagon 2.5L CVT AWD', 2014, null, 49_990]]),
    model('PATROL', 'Patrol', CAR, [['Ti', 'Wagon 5.6L V8 Auto 4x4', 2013, null, 82_990], ['Ti-L', 'Wagon 5.6L V8 Auto 4x4', 2013, null, 98_990]]),
    model('QASHQAI', 'Qashqai', CAR, [['ST', 'Wagon 2.0L CVT', 2014, 2022, 29_990], ['ST+', 'Wagon 1.3L Turbo CVT', 2023, null, 35_990]]),
  ] },
  { code: 'VOLKSWAGEN', name: 'Volkswagen', models: [
    model('GOLF', 'Golf', CAR, [['110TSI Life', 'Hatchback 1.4L Turbo DSG', 2020, null, 34_990], ['GTI', 'Hatchback 2.0L Turbo DSG', 2013, null, 54_990], ['R', 'Hatchback 2.0L Turbo DSG 4MOTION', 2014, null, 66_990]]),
    model('TIGUAN', 'Tiguan', CAR, [['110TSI Life', 'Wagon 1.4L Turbo DSG 2WD', 2016, null, 39_990], ['162TSI R-Line', 'Wagon 2.0L Turbo DSG 4MOTION', 2016, null, 55_990]]),
    model('AMAROK', 'Amarok', UTE, [['Core', 'Dual Cab Pick-up 2.0L Bi-Turbo Diesel Auto 4x4', 2023, null, 57_990], ['Aventura', 'Dual Cab Pick-up 3.0L V6 Turbo Diesel Auto 4x4', 2023, null, 79_990], ['V6 Highline', 'Dual Cab Pick-up 3.0L V6 Turbo Diesel Auto 4x4', 2016, 2022, 67_990]]),
    model('TRANSPORTER', 'Transporter', UTE, [['TDI340', 'Van 2.0L Turbo Diesel DSG', 2015, null, 49_990]]),
  ] },
  { code: 'SUBARU', name: 'Subaru', models: [
    model('OUTBACK', 'Outback', CAR, [['AWD', 'Wagon 2.5L CVT AWD', 2015, null, 44_990], ['AWD Touring', 'Wagon 2.5L CVT AWD', 2021, null, 52_990]]),
    model('FORESTER', 'Forester', CAR, [['2.5i', 'Wagon 2.5L CVT AWD', 2013, null, 36_990], ['Hybrid S', 'Wagon 2.0L Hybrid CVT AWD', 2021, null, 47_990]]),
    model('XV', 'XV', CAR, [['2.0i-L', 'Hatchback 2.0L CVT AWD', 2012, 2023, 31_990]]),
    model('WRX', 'WRX', CAR, [['Base', 'Sedan 2.4L Turbo Manual AWD', 2022, null, 44_990], ['Premium', 'Sedan 2.0L Turbo CVT AWD', 2014, 2021, 47_990]]),
  ] },
  { code: 'ISUZU', name: 'Isuzu', models: [
    model('DMAX', 'D-Max', UTE, [['SX', 'Cab Chassis 3.0L Turbo Diesel Manual 4x4', 2012, null, 43_900], ['LS-U', 'Crew Cab Ute 3.0L Turbo Diesel Auto 4x4', 2012, null, 58_900], ['X-Terrain', 'Crew Cab Ute 3.0L Turbo Diesel Auto 4x4', 2020, null, 67_900]]),
    model('MUX', 'MU-X', CAR, [['LS-M', 'Wagon 3.0L Turbo Diesel Auto 4x4', 2013, null, 56_900], ['LS-T', 'Wagon 3.0L Turbo Diesel Auto 4x4', 2013, null, 66_900]]),
    model('NPR', 'N Series NPR', 'TRUCK', [['NPR 45-155', 'Cab Chassis 3.0L Turbo Diesel AMT', 2015, null, 72_000], ['NPR 75-190', 'Cab Chassis 5.2L Turbo Diesel AMT', 2015, null, 98_000]]),
    model('FVR', 'F Series FVR', 'TRUCK', [['FVR 165-300', 'Cab Chassis 7.8L Turbo Diesel Auto', 2015, null, 175_000]]),
  ] },
  { code: 'HONDA', name: 'Honda', models: [
    model('CIVIC', 'Civic', CAR, [['VTi-L', 'Hatchback 1.5L Turbo CVT', 2017, null, 38_000], ['Type R', 'Hatchback 2.0L Turbo Manual', 2017, null, 72_600]]),
    model('CRV', 'CR-V', CAR, [['VTi', 'Wagon 1.5L Turbo CVT 2WD', 2017, null, 39_000], ['VTi L AWD', 'Wagon 1.5L Turbo CVT AWD', 2017, null, 50_000]]),
    model('HRV', 'HR-V', CAR, [['Vi X', 'Wagon 1.5L CVT', 2022, null, 36_700], ['VTi-S', 'Wagon 1.8L CVT', 2015, 2021, 29_990]]),
    model('CBR650R', 'CBR650R', 'MOTORCYCLE', [['CBR650R', 'Sports 649cc', 2019, null, 13_899]]),
    model('AFRICATWIN', 'CRF1100L Africa Twin', 'MOTORCYCLE', [['Adventure Sports', 'Adventure 1084cc DCT', 2020, null, 27_499], ['Base', 'Adventure 1084cc Manual', 2020, null, 21_599]]),
    model('CRF300L', 'CRF300L', 'MOTORCYCLE', [['CRF300L', 'Trail 286cc', 2021, null, 8_999]]),
    model('REBEL500', 'Rebel 500', 'MOTORCYCLE', [['Rebel 500', 'Cruiser 471cc (LAMS)', 2017, null, 9_999]]),
  ] },
  { code: 'BMW', name: 'BMW', models: [
    model('3SERIES', '3 Series', CAR, [['320i M Sport', 'Sedan 2.0L Turbo Auto', 2019, null, 78_900], ['330e M Sport', 'Sedan 2.0L Plug-in Hybrid Auto', 2019, null, 87_900]]),
    model('X5', 'X5', CAR, [['xDrive30d', 'Wagon 3.0L Turbo Diesel Auto AWD', 2019, null, 124_900]]),
    model('R1250GS', 'R 1250 GS', 'MOTORCYCLE', [['Adventure', 'Adventure 1254cc', 2019, 2023, 32_990], ['Base', 'Adventure 1254cc', 2019, 2023, 28_990]]),
    model('S1000RR', 'S 1000 RR', 'MOTORCYCLE', [['S 1000 RR', 'Sports 999cc', 2019, null, 31_990]]),
  ] },
  { code: 'MERCEDESBENZ', name: 'Mercedes-Benz', models: [
    model('CCLASS', 'C-Class', CAR, [['C200', 'Sedan 2.0L Turbo Auto', 2021, null, 78_900], ['C300', 'Sedan 2.0L Turbo Auto', 2021, null, 90_400]]),
    model('GLC', 'GLC', CAR, [['GLC300 4MATIC', 'Wagon 2.0L Turbo Auto AWD', 2016, null, 92_000]]),
    model('SPRINTER', 'Sprinter', UTE, [['316 CDI MWB', 'Van 2.1L Turbo Diesel Auto', 2018, null, 69_000]]),
    model('ACTROS', 'Actros', 'PRIME_MOVER', [['2653 LS', 'Prime Mover 6x4 15.6L Turbo Diesel AMT', 2019, null, 340_000]]),
  ] },
  { code: 'TESLA', name: 'Tesla', models: [
    model('MODEL3', 'Model 3', CAR, [['Rear-Wheel Drive', 'Sedan Electric', 2019, null, 61_900], ['Long Range', 'Sedan Electric AWD', 2019, null, 71_900], ['Performance', 'Sedan Electric AWD', 2019, null, 80_900]]),
    model('MODELY', 'Model Y', CAR, [['Rear-Wheel Drive', 'Wagon Electric', 2022, null, 65_400], ['Long Range', 'Wagon Electric AWD', 2022, null, 76_400]]),
  ] },
  { code: 'MG', name: 'MG', models: [
    model('MG3', 'MG3', CAR, [['Vibe', 'Hatchback 1.5L Auto', 2018, null, 19_990]]),
    model('ZS', 'ZS', CAR, [['Excite', 'Wagon 1.5L Auto', 2017, null, 25_990], ['ZS EV Excite', 'Wagon Electric', 2020, null, 44_990]]),
    model('HS', 'HS', CAR, [['Vibe', 'Wagon 1.5L Turbo DCT', 2019, null, 32_990], ['Essence', 'Wagon 1.5L Plug-in Hybrid', 2021, null, 49_990]]),
  ] },
  { code: 'BYD', name: 'BYD', models: [
    model('ATTO3', 'Atto 3', CAR, [['Standard Range', 'Wagon Electric', 2022, null, 44_499], ['Extended Range', 'Wagon Electric', 2022, null, 47_499]]),
    model('SEAL', 'Seal', CAR, [['Dynamic', 'Sedan Electric', 2023, null, 49_888], ['Performance', 'Sedan Electric AWD', 2023, null, 68_888]]),
    model('SHARK6', 'Shark 6', UTE, [['Premium', 'Dual Cab Pick-up 1.5L Plug-in Hybrid AWD', 2024, null, 57_900]]),
  ] },
  { code: 'GWM', name: 'GWM', models: [
    model('CANNON', 'Ute Cannon', UTE, [['Cannon', 'Dual Cab Pick-up 2.0L Turbo Diesel Auto 4x4', 2020, null, 40_990], ['Cannon-X', 'Dual Cab Pick-up 2.0L Turbo Diesel Auto 4x4', 2020, null, 45_990]]),
    model('JOLION', 'Haval Jolion', CAR, [['Premium', 'Wagon 1.5L Turbo DCT', 2021, null, 26_990], ['Ultra Hybrid', 'Wagon 1.5L Hybrid', 2022, null, 36_990]]),
    model('H6', 'Haval H6', CAR, [['Lux', 'Wagon 2.0L Turbo DCT 2WD', 2021, null, 36_990]]),
  ] },
  { code: 'SUZUKI', name: 'Suzuki', models: [
    model('SWIFT', 'Swift', CAR, [['GL', 'Hatchback 1.2L CVT', 2017, null, 22_490], ['Sport', 'Hatchback 1.4L Turbo Auto', 2017, 2024, 29_990]]),
    model('JIMNY', 'Jimny', CAR, [['Jimny', 'Hardtop 1.5L Auto 4x4', 2018, null, 34_990], ['XL', 'Hardtop 5-door 1.5L Auto 4x4', 2023, null, 37_990]]),
    model('VITARA', 'Vitara', CAR, [['Turbo', 'Wagon 1.4L Turbo Auto 2WD', 2015, null, 34_990]]),
    model('VSTROM650', 'V-Strom 650', 'MOTORCYCLE', [['XT', 'Adventure 645cc', 2017, 2023, 13_990]]),
    model('GSXS1000', 'GSX-S1000', 'MOTORCYCLE', [['GSX-S1000', 'Naked 999cc', 2015, null, 18_490]]),
  ] },
  { code: 'JEEP', name: 'Jeep', models: [
    model('WRANGLER', 'Wrangler', CAR, [['Rubicon', 'Hardtop 3.6L V6 Auto 4x4', 2018, null, 81_950], ['Sport S', 'Hardtop 3.6L V6 Auto 4x4', 2018, 2023, 63_950]]),
    model('GRANDCHEROKEE', 'Grand Cherokee', CAR, [['Limited', 'Wagon 3.6L V6 Auto 4x4', 2013, null, 79_950], ['Overland', 'Wagon 3.0L V6 Turbo Diesel Auto 4x4', 2013, 2021, 76_950]]),
  ] },
  { code: 'AUDI', name: 'Audi', models: [
    model('A3', 'A3', CAR, [['35 TFSI', 'Sportback 1.4L Turbo S tronic', 2020, null, 49_400]]),
    model('Q5', 'Q5', CAR, [['40 TDI quattro', 'Wagon 2.0L Turbo Diesel S tronic', 2017, null, 74_500]]),
  ] },
  { code: 'LDV', name: 'LDV', models: [
    model('T60', 'T60', UTE, [['Pro', 'Double Cab Pick-up 2.8L Turbo Diesel Auto 4x4', 2017, null, 41_990], ['MAX Luxe', 'Double Cab Pick-up 2.0L Bi-Turbo Diesel Auto 4x4', 2021, null, 49_990]]),
    model('DELIVER9', 'Deliver 9', UTE, [['LWB Mid Roof', 'Van 2.0L Turbo Diesel Auto', 2020, null, 48_990]]),
  ] },
];
