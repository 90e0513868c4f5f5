import type { AustralianState } from '@storefront/contract';
import { titleCase } from '../text.ts';

/**
 * Where the stores are: real gazetteer localities (upper case, as the gazetteer spells them) with their
 * postcodes. Order matters: a store's code is its state and its position in that state (NSW001…).
 * Each line: state, city ('' = the locality itself), sector, then 'LOCALITY POSTCODE[=City]' items.
 */
type GroupRow = [state: AustralianState, city: string, sector: StoreSector, items: string];

export type StoreSector = 'CBD' | 'Metro' | 'Regional';

// prettier-ignore
const groups: GroupRow[] = [
  ['NSW', 'Sydney', 'CBD', 'SYDNEY 2000'],
  ['NSW', 'Sydney', 'Metro', 'PARRAMATTA 2150, BONDI JUNCTION 2022, CHATSWOOD 2067, MANLY 2095, NEWTOWN 2042, BLACKTOWN 2148, PENRITH 2750, LIVERPOOL 2170, CAMPBELLTOWN 2560, BANKSTOWN 2200, HURSTVILLE 2220, CRONULLA 2230, SUTHERLAND 2232, HORNSBY 2077, CASTLE HILL 2154, RYDE 2112, STRATHFIELD 2135, AUBURN 2144, FAIRFIELD 2165, MAROUBRA 2035, DEE WHY 2099, MONA VALE 2103, ROUSE HILL 2155, MOUNT DRUITT 2770, ST MARYS 2760, WINDSOR 2756, NARELLAN 2567, MIRANDA 2228, ROCKDALE 2216, MARRICKVILLE 2204, MACQUARIE PARK 2113, NORTH SYDNEY 2060, MASCOT 2020'],
  ['NSW', 'Newcastle', 'Metro', 'NEWCASTLE 2300, CHARLESTOWN 2290, MAITLAND 2320'],
  ['NSW', 'Wollongong', 'Metro', 'WOLLONGONG 2500, SHELLHARBOUR 2529'],
  ['NSW', 'Central Coast', 'Metro', 'GOSFORD 2250, TUGGERAH 2259'],
  ['NSW', '', 'Regional', 'PORT MACQUARIE 2444, COFFS HARBOUR 2450, TAMWORTH 2340, DUBBO 2830, ORANGE 2800, BATHURST 2795, WAGGA WAGGA 2650, ALBURY 2640, LISMORE 2480, TWEED HEADS 2485, BROKEN HILL 2880, NOWRA 2541, QUEANBEYAN 2620'],
  ['VIC', 'Melbourne', 'CBD', 'MELBOURNE 3000'],
  ['VIC', 'Melbourne', 'Metro', 'ST KILDA 3182, RICHMOND 3121, FITZROY 3065, BRUNSWICK 3056, FOOTSCRAY 3011, SUNSHINE 3020, WERRIBEE 3030, POINT COOK 3030, ESSENDON 3040, BROADMEADOWS 3047, CRAIGIEBURN 3064, PAKENHAM 3810, PRESTON 3072, BUNDOORA 3083, HEIDELBERG 3084, DONCASTER 3108, BOX HILL 3128, RINGWOOD 3134, CROYDON 3136, GLEN WAVERLEY 3150, CLAYTON 3168, DANDENONG 3175, NARRE WARREN 3805, CRANBOURNE 3977, BERWICK 3806, FRANKSTON 3199, MORNINGTON 3931, CHELTENHAM 3192, BRIGHTON 3186, CAULFIELD 3162, CAMBERWELL 3124, MELTON 3337, SUNBURY 3429'],
  ['VIC', 'Geelong', 'Metro', 'GEELONG 3220'],
  ['VIC', '', 'Regional', 'BALLARAT CENTRAL 3350=Ballarat, BENDIGO 3550, SHEPPARTON 3630, TRARALGON 3844, WARRNAMBOOL 3280, MILDURA 3500, WODONGA 3690'],
  ['QLD', 'Brisbane', 'CBD', 'BRISBANE 4000'],
  ['QLD', 'Brisbane', 'Metro', 'FORTITUDE VALLEY 4006, TOOWONG 4066, INDOOROOPILLY 4068, CHERMSIDE 4032, ASPLEY 4034, CARINDALE 4152, CAPALABA 4157, MOUNT GRAVATT 4122, SUNNYBANK 4109, BROWNS PLAINS 4118, LOGAN CENTRAL 4114, BEENLEIGH 4207, IPSWICH 4305, SPRINGFIELD 4300, NORTH LAKES 4509, REDCLIFFE 4020, STRATHPINE 4500, WYNNUM 4178'],
  ['QLD', 'Gold Coast', 'Metro', 'SOUTHPORT 4215, SURFERS PARADISE 4217, ROBINA 4226, COOLANGATTA 4225'],
  ['QLD', 'Sunshine Coast', 'Metro', 'MAROOCHYDORE 4558, CALOUNDRA 4551, NOOSA HEADS 4567'],
  ['QLD', '', 'Regional', 'TOOWOOMBA CITY 4350=Toowoomba, ROCKHAMPTON CITY 4700=Rockhampton, MACKAY 4740, TOWNSVILLE CITY 4810=Townsville, CAIRNS CITY 4870=Cairns, BUNDABERG CENTRAL 4670=Bundaberg, PIALBA 4655=Hervey Bay, GLADSTONE CENTRAL 4680=Gladstone'],
  ['WA', 'Perth', 'CBD', 'PERTH 6000'],
  ['WA', 'Perth', 'Metro', 'MIRRABOOKA 6061, FREMANTLE 6160, JOONDALUP 6027, SCARBOROUGH 6019, MORLEY 6062, MIDLAND 6056, CANNINGTON 6107, ARMADALE 6112, ROCKINGHAM 6168, SUBIACO 6008, VICTORIA PARK 6100, ELLENBROOK 6069, MANDURAH 6210'],
  ['WA', '', 'Regional', 'BUNBURY 6230, GERALDTON 6530, KALGOORLIE 6430'],
  ['SA', 'Adelaide', 'CBD', 'ADELAIDE 5000'],
  ['SA', 'Adelaide', 'Metro', 'GLENELG 5045, NORWOOD 5067, PROSPECT 5082, MODBURY 5092, ELIZABETH 5112, SALISBURY 5108, MARION 5043, NOARLUNGA CENTRE 5168, PORT ADELAIDE 5015, GAWLER 5118, MOUNT BARKER 5251'],
  ['SA', '', 'Regional', 'MOUNT GAMBIER 5290, WHYALLA 5600'],
  ['TAS', 'Hobart', 'CBD', 'HOBART 7000'],
  ['TAS', 'Hobart', 'Metro', 'SANDY BAY 7005, GLENORCHY 7010, KINGSTON 7050'],
  ['TAS', '', 'Regional', 'LAUNCESTON 7250, DEVONPORT 7310, BURNIE 7320'],
  ['ACT', 'Canberra', 'CBD', 'CANBERRA 2601'],
  ['ACT', 'Canberra', 'Metro', 'BELCONNEN 2617, GUNGAHLIN 2912, PHILLIP 2606, GREENWAY 2900, DICKSON 2602'],
  ['NT', 'Darwin', 'CBD', 'DARWIN 0800'],
  ['NT', 'Darwin', 'Metro', 'CASUARINA 0810, PALMERSTON 0830'],
  ['NT', '', 'Regional', 'ALICE SPRINGS 0870, KATHERINE 0850'],
];

export interface StorePick {
  state: AustralianState;
  /** Upper case, exactly as in the gazetteer. */
  locality: string;
  postcode: string;
  city: string;
  sector: StoreSector;
}

const parseItem = (item: string): { locality: string; postcode: string; city: string | undefined } => {
  const match = /^(.+) (\d{4})(?:=(.+))?$/.exec(item.trim());
  if (!match?.[1] || !match[2]) throw new Error(`Bad store pick '${item}'`);
  return { locality: match[1], postcode: match[2], city: match[3] };
};

export const storePicks: StorePick[] = groups.flatMap(([state, city, sector, items]) =>
  items.split(',').map((item) => {
    const parsed = parseItem(item);
    return {
      state,
      locality: parsed.locality,
      postcode: parsed.postcode,
      city: parsed.city ?? (city || titleCase(parsed.locality)),
      sector,
    };
  }),
);

/** How the generated table keys a store locality. */
export const pickKey = (pick: Pick<StorePick, 'state' | 'locality' | 'postcode'>): string =>
  `${pick.state}|${pick.locality}|${pick.postcode}`;
