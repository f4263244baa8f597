import { model, type SampleMakeData } from './build';

// Motorcycles, caravans, boats and personal watercraft, trucks and prime movers sold in Australia and New
// Zealand. SAMPLE prices (docs/decisions/025).
const MOTO = 'MOTORCYCLE';
const VAN = 'CARAVAN';
const BOAT = 'BOAT';
const PWC = 'JET_SKI';
const TRUCK = 'TRUCK';
const PM = 'PRIME_MOVER';

export const OTHER_MAKES: readonly SampleMakeData[] = [
  { code: 'HARLEYDAVIDSON', name: 'Harley-Davidson', models: [
    model('STREETGLIDE', 'Street Glide', MOTO, [['Special', 'Touring 1868cc', 2017, null, 44_995]]),
    model('FATBOY', 'Fat Boy', MOTO, [['114', 'Softail 1868cc', 2018, null, 35_995]]),
    model('SPORTSTERS', 'Sportster S', MOTO, [['Sportster S', 'Sport 1252cc', 2021, null, 28_495]]),
  ] },
  { code: 'YAMAHA', name: 'Yamaha', models: [
    model('MT07', 'MT-07', MOTO, [['MT-07', 'Naked 689cc', 2014, null, 11_999], ['MT-07 LAMS', 'Naked 655cc (LAMS)', 2014, null, 11_499]]),
    model('MT09', 'MT-09', MOTO, [['MT-09 SP', 'Naked 890cc', 2021, null, 18_999]]),
    model('YZFR1', 'YZF-R1', MOTO, [['R1', 'Sports 998cc', 2015, null, 29_999]]),
    model('TENERE700', 'Ténéré 700', MOTO, [['Ténéré 700', 'Adventure 689cc', 2019, null, 17_499]]),
    model('WAVERUNNER', 'WaveRunner', PWC, [['VX Cruiser HO', '3-seat 1.8L', 2015, null, 22_999], ['FX SVHO', '3-seat 1.8L Supercharged', 2015, null, 32_999]]),
  ] },
  { code: 'KAWASAKI', name: 'Kawasaki', models: [
    model('NINJA400', 'Ninja 400', MOTO, [['Ninja 400', 'Sports 399cc (LAMS)', 2018, null, 8_899]]),
    model('Z900', 'Z900', MOTO, [['Z900', 'Naked 948cc', 2017, null, 15_499], ['Z900RS', 'Retro 948cc', 2018, null, 19_999]]),
    model('KLR650', 'KLR650', MOTO, [['KLR650', 'Adventure 652cc', 2022, null, 10_999]]),
    model('ULTRA310', 'Jet Ski Ultra 310', PWC, [['Ultra 310LX', '3-seat 1.5L Supercharged', 2014, null, 33_999]]),
  ] },
  { code: 'DUCATI', name: 'Ducati', models: [
    model('MONSTER', 'Monster', MOTO, [['Monster+', 'Naked 937cc', 2021, null, 23_200]]),
    model('PANIGALEV4', 'Panigale V4', MOTO, [['V4 S', 'Sports 1103cc', 2018, null, 47_990]]),
    model('MULTISTRADAV4', 'Multistrada V4', MOTO, [['V4 S', 'Adventure 1158cc', 2021, null, 39_990]]),
  ] },
  { code: 'KTM', name: 'KTM', models: [
    model('390DUKE', '390 Duke', MOTO, [['390 Duke', 'Naked 373cc (LAMS)', 2017, null, 8_795]]),
    model('1290SA', '1290 Super Adventure', MOTO, [['S', 'Adventure 1301cc', 2017, null, 30_995], ['R', 'Adventure 1301cc', 2017, null, 32_995]]),
  ] },
  { code: 'TRIUMPH', name: 'Triumph', models: [
    model('STREETTRIPLE', 'Street Triple', MOTO, [['RS', 'Naked 765cc', 2017, null, 21_990]]),
    model('TIGER900', 'Tiger 900', MOTO, [['GT Pro', 'Adventure 888cc', 2020, null, 26_590], ['Rally Pro', 'Adventure 888cc', 2020, null, 27_590]]),
    model('BONNEVILLE', 'Bonneville T120', MOTO, [['T120', 'Classic 1200cc', 2016, null, 22_990]]),
  ] },
  { code: 'JAYCO', name: 'Jayco', models: [
    model('SWAN', 'Swan', VAN, [['Outback', 'Camper Trailer 14ft', 2015, null, 38_990]]),
    model('JOURNEY', 'Journey', VAN, [['Outback', 'Caravan 21ft Tandem', 2015, null, 84_990], ['Standard', 'Caravan 19ft Tandem', 2015, null, 69_990]]),
    model('STARCRAFT', 'Starcraft', VAN, [['Standard', 'Caravan 17ft Single Axle', 2015, null, 49_990]]),
    model('CONQUEST', 'Conquest', VAN, [['FA25-1', 'Motorhome 7.6m', 2016, null, 169_990]]),
  ] },
  { code: 'AVAN', name: 'Avan', models: [
    model('ALINER', 'Aliner', VAN, [['Ascent', 'Pop-top Camper 4.3m', 2014, null, 47_990]]),
    model('ASPIRE', 'Aspire', VAN, [['Couples', 'Caravan 20ft Tandem', 2016, null, 82_990]]),
  ] },
  { code: 'NEWAGE', name: 'New Age Caravans', models: [
    model('MANTARAY', 'Manta Ray', VAN, [['MR19ERS', 'Caravan 19ft Off-road Tandem', 2016, null, 92_990]]),
    model('BIGRED', 'Big Red', VAN, [['BR22', 'Caravan 22ft Off-road Tandem', 2015, null, 118_990]]),
  ] },
  { code: 'LOTUS', name: 'Lotus Caravans', models: [
    model('TRAILBLAZER', 'Trailblazer', VAN, [['21ft', 'Caravan 21ft Off-road Tandem', 2016, null, 134_990]]),
  ] },
  { code: 'QUINTREX', name: 'Quintrex', models: [
    model('HORNET', 'Hornet', BOAT, [['450 Hornet Trophy', 'Aluminium Runabout 4.5m', 2015, null, 34_990]]),
    model('TOPENDER', 'Top Ender', BOAT, [['510 Top Ender', 'Aluminium Side Console 5.1m', 2015, null, 49_990]]),
    model('FREEDOMSPORT', 'Freedom Sport', BOAT, [['490 Freedom Sport', 'Aluminium Bowrider 4.9m', 2015, null, 42_990]]),
  ] },
  { code: 'STACER', name: 'Stacer', models: [
    model('NOMAD', 'Nomad', BOAT, [['449 Nomad', 'Aluminium Runabout 4.5m', 2015, null, 29_990]]),
    model('SEAMASTER', 'Sea Master', BOAT, [['569 Sea Master', 'Aluminium Cabin 5.7m', 2015, null, 74_990]]),
  ] },
  { code: 'HAINESHUNTER', name: 'Haines Hunter', models: [
    model('650R', '650R', BOAT, [['650R', 'Fibreglass Runabout 6.5m', 2016, null, 119_990]]),
    model('ENFORCER', 'Enforcer', BOAT, [['675 Enforcer', 'Fibreglass Offshore 6.75m', 2016, null, 149_990]]),
  ] },
  { code: 'BAYLINER', name: 'Bayliner', models: [
    model('VR5', 'VR5', BOAT, [['VR5 Bowrider', 'Fibreglass Bowrider 5.9m', 2017, null, 64_990]]),
    model('ELEMENT', 'Element', BOAT, [['E18', 'Fibreglass Deck Boat 5.5m', 2016, null, 39_990]]),
  ] },
  { code: 'SEADOO', name: 'Sea-Doo', models: [
    model('SPARK', 'Spark', PWC, [['Spark Trixx', '2-seat 900cc', 2016, null, 12_990]]),
    model('GTI', 'GTI', PWC, [['GTI SE 170', '3-seat 1630cc', 2015, null, 21_990]]),
    model('RXPX', 'RXP-X', PWC, [['RXP-X 325', '2-seat 1630cc Supercharged', 2021, null, 34_990]]),
  ] },
  { code: 'HINO', name: 'Hino', models: [
    model('300SERIES', '300 Series', TRUCK, [['616 IFS', 'Cab Chassis 4.0L Turbo Diesel Auto', 2015, null, 78_000], ['921', 'Cab Chassis 4.0L Turbo Diesel Auto', 2015, null, 92_000]]),
    model('500SERIES', '500 Series', TRUCK, [['FD 1124', 'Cab Chassis 7.7L Turbo Diesel Auto', 2015, null, 155_000]]),
  ] },
  { code: 'FUSO', name: 'Fuso', models: [
    model('CANTER', 'Canter', TRUCK, [['515', 'Cab Chassis 3.0L Turbo Diesel AMT', 2015, null, 68_000], ['918', 'Cab Chassis 3.0L Turbo Diesel AMT', 2015, null, 82_000]]),
    model('FIGHTER', 'Fighter', TRUCK, [['1627', 'Cab Chassis 7.7L Turbo Diesel Auto', 2015, null, 165_000]]),
  ] },
  { code: 'KENWORTH', name: 'Kenworth', models: [
    model('T610', 'T610', PM, [['T610 SAR', 'Prime Mover 6x4 15L Turbo Diesel', 2017, null, 395_000]]),
    model('T909', 'T909', PM, [['T909', 'Prime Mover 6x4 15L Turbo Diesel', 2009, null, 430_000]]),
    model('T410', 'T410', TRUCK, [['T410', 'Rigid 6x4 11.9L Turbo Diesel', 2014, null, 260_000]]),
  ] },
  { code: 'VOLVO', name: 'Volvo', models: [
    model('FH16', 'FH16', PM, [['FH16 700', 'Prime Mover 6x4 16.1L Turbo Diesel I-Shift', 2014, null, 420_000]]),
    model('FM', 'FM', TRUCK, [['FM 500', 'Rigid 8x4 12.8L Turbo Diesel I-Shift', 2014, null, 290_000]]),
  ] },
  { code: 'MACK', name: 'Mack', models: [
    model('ANTHEM', 'Anthem', PM, [['Anthem 6x4', 'Prime Mover 6x4 13L Turbo Diesel mDRIVE', 2019, null, 350_000]]),
    model('TRIDENT', 'Trident', TRUCK, [['Trident 8x4', 'Rigid 8x4 13L Turbo Diesel mDRIVE', 2014, null, 300_000]]),
  ] },
  { code: 'SCANIA', name: 'Scania', models: [
    model('RSERIES', 'R Series', PM, [['R 620', 'Prime Mover 6x4 16.4L V8 Turbo Diesel Opticruise', 2017, null, 410_000]]),
    model('PSERIES', 'P Series', TRUCK, [['P 360', 'Rigid 6x4 9.3L Turbo Diesel Opticruise', 2017, null, 240_000]]),
  ] },
  { code: 'IVECO', name: 'Iveco', models: [
    model('DAILY', 'Daily', TRUCK, [['70C21', 'Cab Chassis 3.0L Turbo Diesel Auto', 2015, null, 95_000]]),
    model('SWAY', 'S-Way', PM, [['AS 550', 'Prime Mover 6x4 12.9L Turbo Diesel AMT', 2021, null, 330_000]]),
  ] },
  { code: 'UDTRUCKS', name: 'UD Trucks', models: [
    model('QUON', 'Quon', PM, [['GW 26 460', 'Prime Mover 6x4 11L Turbo Diesel ESCOT', 2017, null, 280_000]]),
  ] },
];
