-- Seed content for a fresh database: the placeholder company "Jalraksha Building Solutions"
-- (fictional, Ahmedabad, Gujarat, India), its catalogue, services, transport directory, videos,
-- home banners, SEO, social links, WhatsApp widget and site settings, so the site looks real
-- on first run. Runs as the database owner after all migrations (triggers fire, RLS does not
-- apply). Phone numbers, addresses, e-mails and YouTube ids are invented.
-- Calculator figures follow /work/shared/CALCULATOR.md ("Typical coverage for seed products"):
--   coverage_data.kind = 'liquid'            per_coat (unit/m² per coat) or rate_m2_per_unit, x coats
--   coverage_data.kind = 'system'            whole system: per_coat = unit/m² for the whole system,
--                                            or rate_m2_per_unit = m² per unit for the whole system
--   coverage_data.kind = 'membrane'          roll {width, length, side_lap, end_lap} in metres
--   coverage_data.kind = 'cement_admixture'  per_coat = dose per 50 kg cement bag (also per_cement_bag)

-- Site settings -----------------------------------------------------------------------------

insert into public.site_settings (
  id, company_name, tagline, address_line1, address_line2, city, state, postal_code, country,
  phones, emails, business_hours, countries_served, material_testing, lead_time_days, protection_enabled
) values (
  1,
  'Jalraksha Building Solutions',
  'Waterproofing and construction chemicals, made in Gujarat for sites in India and abroad',
  'Plot 14, Sector 3, GIDC Industrial Estate',
  'Near Odhav Ring Road Circle, Odhav',
  'Ahmedabad',
  'Gujarat',
  '382415',
  'India',
  array['+91 79 4890 2150', '+91 79 4890 2151', '+91 98250 41870'],
  array['info@jalraksha.example', 'sales@jalraksha.example', 'exports@jalraksha.example', 'support@jalraksha.example'],
  'Monday to Saturday, 09:00 to 18:00 IST (closed on Sundays and public holidays)',
  '15+',
  '100%',
  21,
  true
);

-- Categories --------------------------------------------------------------------------------

insert into public.categories (slug, name, description, icon, image_url, sort_order) values
  ('liquid-membranes', 'Liquid Membranes',
   'Cold-applied acrylic and polyurethane membranes that cure into a seamless, elastic waterproof skin on roofs, terraces and wet areas.',
   'droplets', '/images/categories/liquid-membranes.svg', 10),
  ('cementitious-coatings', 'Cementitious Coatings',
   'Polymer-modified and crystalline cement-based coatings for basements, water tanks, bathrooms and other areas under positive or negative water pressure.',
   'layers', '/images/categories/cementitious-coatings.svg', 20),
  ('bituminous-membranes', 'Bituminous Membranes',
   'APP and SBS modified bitumen sheet membranes and rubberised bitumen coatings for roofs, podiums and below-ground structures.',
   'layers-3', '/images/categories/bituminous-membranes.svg', 30),
  ('sealants-joint-fillers', 'Sealants & Joint Fillers',
   'Polyurethane, polysulphide, silicone and acrylic sealants for expansion, construction and perimeter joints.',
   'pipette', '/images/categories/sealants-joint-fillers.svg', 40),
  ('admixtures', 'Concrete Admixtures',
   'Integral waterproofing, crystalline and high-range water-reducing admixtures that make concrete and mortar denser and less permeable.',
   'flask-conical', '/images/categories/admixtures.svg', 50),
  ('repair-mortars', 'Repair Mortars & Grouts',
   'Polymer-modified repair mortars, micro concrete, non-shrink grouts and rebar protection for restoring damaged concrete.',
   'hammer', '/images/categories/repair-mortars.svg', 60),
  ('tile-adhesives-grouts', 'Tile Adhesives & Grouts',
   'Polymer-modified cementitious tile and stone adhesives with cementitious and epoxy grouts for floors, walls and wet areas.',
   'grid-3x3', '/images/categories/tile-adhesives-grouts.svg', 70),
  ('primers-bonding-agents', 'Primers & Bonding Agents',
   'Primers that seal and prepare the substrate, and latex and epoxy bonding agents that join new mortar or concrete to old.',
   'paint-roller', '/images/categories/primers-bonding-agents.svg', 80),
  ('exterior-wall-coatings', 'Exterior Wall Coatings',
   'Elastomeric, anti-carbonation and water-repellent treatments that keep rain out of facades while letting walls breathe.',
   'building-2', '/images/categories/exterior-wall-coatings.svg', 90);

-- Brands (invented names) -------------------------------------------------------------------

insert into public.brands (slug, name, description, logo_url, website, sort_order) values
  ('jalkavach', 'JalKavach',
   'Liquid-applied membranes, roof coatings and facade protection. "Jal kavach" means "water armour".',
   '/images/brands/jalkavach.svg', 'https://www.jalraksha.example/brands/jalkavach', 10),
  ('neershield', 'NeerShield',
   'Cementitious and crystalline waterproofing for basements, water tanks and wet areas.',
   '/images/brands/neershield.svg', 'https://www.jalraksha.example/brands/neershield', 20),
  ('dhruvabit', 'DhruvaBit',
   'APP and SBS modified bitumen membranes, bituminous primers and coatings.',
   '/images/brands/dhruvabit.svg', 'https://www.jalraksha.example/brands/dhruvabit', 30),
  ('setufix', 'SetuFix',
   'Joint sealants, crack fillers and bonding agents that bridge movement and join old to new.',
   '/images/brands/setufix.svg', 'https://www.jalraksha.example/brands/setufix', 40),
  ('sthira', 'Sthira',
   'Concrete admixtures, repair mortars, micro concrete and grouts for durable structures.',
   '/images/brands/sthira.svg', 'https://www.jalraksha.example/brands/sthira', 50),
  ('kalasetu', 'Kalasetu',
   'Tile and stone adhesives and grouts for homes, hospitals, kitchens and swimming pools.',
   '/images/brands/kalasetu.svg', 'https://www.jalraksha.example/brands/kalasetu', 60);

-- Products ----------------------------------------------------------------------------------
-- Every product has a pack illustration of 800 x 800 under /images/products/.

insert into public.products (
  slug, name, short_description, description, category_id, brand_id, image_url, image_width,
  image_height, features, applications, specifications, coverage, coverage_data, pack_sizes,
  is_featured, sort_order
)
select v.slug, v.name, v.short_description, v.description, c.id, b.id,
  '/images/products/' || v.slug || '.svg', 800, 800,
  v.features, v.applications, v.specifications, v.coverage, v.coverage_data, v.pack_sizes,
  v.is_featured, v.sort_order
from (values
  -- Liquid membranes ------------------------------------------------------------------------
  ('jalkavach-acrylic-roof-coat', 'JalKavach Roof Coat AE', 'liquid-membranes', 'jalkavach',
   'Brush- and roller-applied acrylic elastomeric coating that forms a seamless, heat-reflective waterproof membrane on exposed roofs.',
   'JalKavach Roof Coat AE is a single-component, water-based acrylic elastomeric coating for exposed roofs and terraces. Applied in two coats over JalKavach Acrylic Primer it cures into a seamless, UV-stable membrane of about 0.6 mm dry film that stretches over hairline cracks and follows the thermal movement of the slab. Its bright white finish reflects most of the sun''s heat, lowering the surface temperature of the roof by up to 10 °C and the heat load on the floor below. The coating is free of solvents, easy to apply with a brush, roller or airless sprayer, and can be walked on for maintenance once fully cured. Glass-fibre mesh is embedded in the first coat at cracks, corners and around rainwater outlets.',
   array['Seamless, joint-free membrane with no laps to fail', 'Elongation above 250 % bridges hairline cracks', 'Solar reflective white finish (SRI above 100) keeps rooms cooler', 'Water-based, low-odour and non-flammable', 'Breathable: lets trapped vapour escape without blistering', 'Easy maintenance recoat without stripping'],
   array['Exposed RCC roofs and terraces', 'Sloped roofs and chajjas', 'Asbestos cement and metal roof sheets (with suitable primer)', 'Refurbishment over sound existing acrylic coatings'],
   '[{"key": "Colour", "value": "White, light grey"}, {"key": "Density", "value": "1.30 ± 0.05 kg/L"}, {"key": "Solids content", "value": "65 ± 2 % by weight"}, {"key": "Elongation at break", "value": "> 250 % (ASTM D412)"}, {"key": "Tensile strength", "value": "> 1.2 N/mm²"}, {"key": "Solar reflectance index", "value": "> 100 (ASTM E1980)"}, {"key": "Touch dry / recoat", "value": "1 to 2 h / 4 to 6 h at 27 °C"}, {"key": "Full cure", "value": "7 days"}, {"key": "Service temperature", "value": "-10 °C to +80 °C"}, {"key": "Standard", "value": "Meets ASTM D6083 (liquid-applied acrylic roof coating)"}]'::jsonb,
   '0.75 to 1.0 kg/m² per coat, 2 coats, over JalKavach Acrylic Primer at 0.25 kg/m²',
   '{"kind": "liquid", "unit": "kg", "per_coat": 0.75, "coats": 2, "primer_slug": "jalkavach-acrylic-primer"}'::jsonb,
   '[{"size": 20, "unit": "kg", "label": "20 kg bucket"}]'::jsonb,
   true, 10),

  ('jalkavach-pu-1600', 'JalKavach PU 1600', 'liquid-membranes', 'jalkavach',
   'Single-component, moisture-curing polyurethane liquid membrane for high-performance roof, podium and wet-area waterproofing.',
   'JalKavach PU 1600 is a single-component, moisture-curing polyurethane liquid membrane. It is applied in two coats at a total of 1.6 kg/m² to build a tough, highly elastic membrane of about 1 mm dry film that is fully bonded to the substrate, so water cannot travel beneath it. The membrane bridges moving cracks up to 2 mm, resists standing water and remains flexible from -30 °C to +90 °C. It is suitable for exposed roofs when protected with JalKavach PU Top Coat UV, and for podiums, balconies and wet areas under screed or tiles. Apply on a dry, primed substrate with a roller, brush or notched squeegee; the second coat is applied crosswise within 12 to 24 hours.',
   array['Elongation above 600 % and crack bridging up to 2 mm', 'Fully bonded: no lateral water migration', 'Resists ponding water, alkalis and mild chemicals', 'Seamless around pipes, parapets and details', 'Trafficable for maintenance once cured'],
   array['Exposed roofs with UV top coat', 'Podium slabs and planter boxes under screed', 'Balconies, bathrooms and wet areas under tiles', 'Roof gardens with protection layer', 'Repair of failed bituminous roofs'],
   '[{"key": "Colour", "value": "Grey, white"}, {"key": "Density", "value": "1.40 kg/L"}, {"key": "Solids content", "value": "> 90 %"}, {"key": "Elongation at break", "value": "> 600 % (ASTM D412)"}, {"key": "Tensile strength", "value": "> 5 N/mm²"}, {"key": "Hardness", "value": "Shore A 60 ± 5"}, {"key": "Tack-free time", "value": "4 to 6 h at 27 °C, 60 % RH"}, {"key": "Recoat", "value": "12 to 24 h"}, {"key": "Full cure", "value": "7 days"}, {"key": "Service temperature", "value": "-30 °C to +90 °C"}, {"key": "Standard", "value": "Tested to ASTM C836 and EN 1504-2"}]'::jsonb,
   '1.6 kg/m² for the two-coat system (about 1 mm dry film), over JalKavach PU Primer',
   '{"kind": "system", "unit": "kg", "per_coat": 1.6, "coats": 1, "primer_slug": "jalkavach-pu-primer"}'::jsonb,
   '[{"size": 20, "unit": "kg", "label": "20 kg pail"}]'::jsonb,
   true, 20),

  ('jalkavach-fibre-roof-coat', 'JalKavach Fibre Roof Coat', 'liquid-membranes', 'jalkavach',
   'Fibre-reinforced acrylic roof coating for thicker, tougher membranes on older roofs with fine crazing.',
   'JalKavach Fibre Roof Coat is a water-based acrylic elastomeric coating reinforced with short synthetic fibres. The fibres knit the film together as it dries, giving a thicker, more tear-resistant membrane that tolerates foot traffic during maintenance and bridges crazing on old roof plaster. It is the economical choice for residential terraces where a full reinforcing fabric is not wanted. Two coats are applied over JalKavach Acrylic Primer; the finished surface is white and heat reflective. Cracks wider than 1 mm are first filled with SetuFix Acrylic Crack Filler.',
   array['Fibre reinforcement for higher tear and puncture resistance', 'Builds a thicker film per coat', 'Heat reflective white finish', 'Water-based and easy to clean tools with water'],
   array['Residential terraces and roofs', 'Old roof plaster with fine crazing', 'Parapet tops and copings', 'Roofs of sheds and porches'],
   '[{"key": "Colour", "value": "White"}, {"key": "Density", "value": "1.35 kg/L"}, {"key": "Solids content", "value": "68 ± 2 % by weight"}, {"key": "Elongation at break", "value": "> 150 % (ASTM D412)"}, {"key": "Touch dry / recoat", "value": "2 h / 6 h at 27 °C"}, {"key": "Full cure", "value": "7 days"}, {"key": "Service temperature", "value": "-10 °C to +80 °C"}]'::jsonb,
   '0.9 kg/m² per coat, 2 coats, over JalKavach Acrylic Primer',
   '{"kind": "liquid", "unit": "kg", "per_coat": 0.9, "coats": 2, "primer_slug": "jalkavach-acrylic-primer"}'::jsonb,
   '[{"size": 20, "unit": "kg", "label": "20 kg bucket"}, {"size": 10, "unit": "kg", "label": "10 kg bucket"}, {"size": 4, "unit": "kg", "label": "4 kg bucket"}]'::jsonb,
   false, 30),

  ('jalkavach-pu-top-coat', 'JalKavach PU Top Coat UV', 'liquid-membranes', 'jalkavach',
   'Aliphatic polyurethane top coat that protects polyurethane membranes from UV light and keeps their colour.',
   'JalKavach PU Top Coat UV is a single-component aliphatic polyurethane coating applied over JalKavach PU 1600 on exposed roofs. Aromatic polyurethane membranes chalk and yellow in sunlight; the aliphatic top coat absorbs no UV, keeps its colour and gloss and protects the membrane beneath for years. It also gives a cleanable, abrasion-resistant surface for light foot traffic. Apply in one or two thin coats with a roller within 24 to 48 hours of the last membrane coat.',
   array['UV-stable aliphatic binder: no yellowing or chalking', 'Extends the life of polyurethane membranes on exposed roofs', 'Abrasion resistant and easy to clean', 'Available in white and light grey'],
   array['Exposed PU roof membranes', 'Balconies and walkways over PU membranes', 'Roof decks with light pedestrian traffic'],
   '[{"key": "Colour", "value": "White, light grey"}, {"key": "Density", "value": "1.25 kg/L"}, {"key": "Solids content", "value": "70 %"}, {"key": "Tack-free time", "value": "3 to 4 h at 27 °C"}, {"key": "Full cure", "value": "7 days"}, {"key": "Service temperature", "value": "-30 °C to +90 °C"}]'::jsonb,
   '0.15 to 0.20 kg/m² per coat, 1 to 2 coats',
   '{"kind": "liquid", "unit": "kg", "per_coat": 0.15, "coats": 2}'::jsonb,
   '[{"size": 4, "unit": "kg", "label": "4 kg can"}, {"size": 20, "unit": "kg", "label": "20 kg pail"}]'::jsonb,
   false, 40),

  -- Exterior wall coatings ------------------------------------------------------------------
  ('jalkavach-weather-coat', 'JalKavach Weather Coat', 'exterior-wall-coatings', 'jalkavach',
   'Elastomeric exterior wall coating that seals hairline cracks in plaster and keeps wind-driven monsoon rain out of facades.',
   'JalKavach Weather Coat is a 100 % acrylic elastomeric exterior wall coating with a smooth, washable finish. It is designed for the Indian monsoon: the elastic film bridges hairline cracks in plaster and stays watertight under wind-driven rain, yet it is breathable, so moisture inside the wall escapes without blistering or peeling. Anti-algal and anti-fungal additives keep facades clean in humid coastal climates. The system is one coat of JalKavach Weather Coat thinned 10 % as primer followed by two full coats, with a whole-system spreading rate of about 2.32 m² per litre on smooth plaster. It is available in white and tintable pastel bases.',
   array['Elastic film bridges hairline plaster cracks', 'Resists wind-driven rain, breathable to vapour', 'Anti-algal and anti-fungal protection', 'Dirt-pickup resistant, washable finish', 'Tintable in pastel shades'],
   array['External plastered walls of homes and apartments', 'Commercial and institutional facades', 'Parapets and boundary walls', 'Repainting over sound old emulsions'],
   '[{"key": "Colour", "value": "White and tintable pastel bases"}, {"key": "Finish", "value": "Smooth, low sheen"}, {"key": "Density", "value": "1.30 kg/L"}, {"key": "Volume solids", "value": "50 ± 2 %"}, {"key": "Elongation at break", "value": "> 200 %"}, {"key": "Touch dry / recoat", "value": "30 min / 4 h at 27 °C"}, {"key": "Service temperature", "value": "-10 °C to +80 °C"}, {"key": "Standard", "value": "Meets IS 15489 (plastic emulsion paint)"}]'::jsonb,
   'About 2.32 m²/L for the complete system (primer coat plus 2 coats) on smooth plaster',
   '{"kind": "system", "unit": "L", "rate_m2_per_unit": 2.32, "coats": 1}'::jsonb,
   '[{"size": 20, "unit": "L", "label": "20 L bucket"}, {"size": 4, "unit": "L", "label": "4 L bucket"}]'::jsonb,
   true, 50),

  ('jalkavach-anti-carbonation-coat', 'JalKavach Anti-Carbonation Coat', 'exterior-wall-coatings', 'jalkavach',
   'Acrylic protective coating that slows carbon dioxide and chloride ingress into exposed concrete.',
   'JalKavach Anti-Carbonation Coat is a pigmented acrylic coating for exposed concrete structures such as bridges, flyovers, chimneys, cooling towers and building frames. It has a high resistance to the diffusion of carbon dioxide, which slows the carbonation that lowers the alkalinity of concrete and lets reinforcement corrode, while remaining permeable to water vapour. It also blocks chloride-laden water in coastal and industrial environments. Apply two coats by brush, roller or spray on clean, sound concrete after repairs with Sthira Repair Mortar R3.',
   array['High resistance to CO₂ diffusion (equivalent air layer above 50 m)', 'Water-vapour permeable', 'Blocks chloride ingress', 'UV and weather resistant'],
   array['Bridges, flyovers and piers', 'Exposed RCC frames and facades', 'Chimneys and cooling towers', 'Marine and coastal structures'],
   '[{"key": "Colour", "value": "Concrete grey, white"}, {"key": "Density", "value": "1.35 kg/L"}, {"key": "Volume solids", "value": "52 %"}, {"key": "CO₂ diffusion resistance", "value": "SD > 50 m"}, {"key": "Touch dry / recoat", "value": "1 h / 6 h at 27 °C"}, {"key": "Standard", "value": "EN 1504-2 surface protection (coating)"}]'::jsonb,
   '5 to 6 m²/L per coat, 2 coats',
   '{"kind": "liquid", "unit": "L", "rate_m2_per_unit": 5.5, "coats": 2}'::jsonb,
   '[{"size": 20, "unit": "L", "label": "20 L bucket"}, {"size": 4, "unit": "L", "label": "4 L bucket"}]'::jsonb,
   false, 60),

  ('jalkavach-silane-siloxane-repellent', 'JalKavach Silane Siloxane Water Repellent', 'exterior-wall-coatings', 'jalkavach',
   'Clear, penetrating silane-siloxane treatment that makes brick, stone and concrete repel water without changing their look.',
   'JalKavach Silane Siloxane Water Repellent is a clear, solvent-based impregnation that penetrates deep into porous mineral surfaces and reacts to line the pores with a water-repellent layer. Rain beads off and runs away instead of soaking in, which stops damp patches, efflorescence and moss on exposed brick, natural stone and fair-faced concrete. The treatment does not form a film, so the surface keeps its natural appearance and breathes freely. Apply two flood coats wet-on-wet by low-pressure spray or brush on a dry surface.',
   array['Invisible, non-film-forming treatment', 'Deep penetration for long service life', 'Reduces efflorescence, damp and algae', 'Surface remains breathable'],
   array['Exposed brick and stone facades', 'Fair-faced concrete', 'Heritage buildings', 'Compound walls and cladding'],
   '[{"key": "Appearance", "value": "Clear liquid"}, {"key": "Active content", "value": "10 % silane-siloxane"}, {"key": "Density", "value": "0.80 kg/L"}, {"key": "Rain resistant after", "value": "4 h"}, {"key": "Service temperature", "value": "-20 °C to +80 °C"}]'::jsonb,
   '3 to 5 m²/L per coat depending on porosity, 2 coats wet-on-wet',
   '{"kind": "liquid", "unit": "L", "rate_m2_per_unit": 4, "coats": 2}'::jsonb,
   '[{"size": 20, "unit": "L", "label": "20 L can"}, {"size": 5, "unit": "L", "label": "5 L can"}]'::jsonb,
   false, 70),

  -- Cementitious coatings -------------------------------------------------------------------
  ('neershield-flex-2k', 'NeerShield Flex 2K', 'cementitious-coatings', 'neershield',
   'Two-component, polymer-modified flexible cementitious coating for basements, water tanks, bathrooms and terraces under tiles.',
   'NeerShield Flex 2K is a two-component waterproof coating of a cement-based powder and a liquid acrylic polymer, supplied as a 25 kg kit. Mixed together they give a brushable slurry that bonds strongly to damp concrete and masonry and cures into a flexible, crack-bridging coating about 2 mm thick in two coats. It resists positive and negative water pressure, is suitable for contact with potable water once cured, and is the standard choice under tiles in bathrooms, kitchens and balconies. Dampen the substrate before application, apply the second coat at right angles to the first after 4 to 6 hours, and cure for 3 days before tiling or backfilling. Under high water pressure the consumption is increased to about 4 kg/m².',
   array['Bonds to damp substrates; no primer needed', 'Flexible: bridges shrinkage cracks up to 1 mm', 'Resists positive and negative water pressure', 'Suitable for potable water tanks once cured', 'Tiles can be fixed directly on the cured coating'],
   array['Bathrooms, toilets, kitchens and balconies under tiles', 'Basement walls and floors', 'Water tanks, sumps and swimming pools', 'Terraces under screed or tiles', 'Retaining walls and lift pits'],
   '[{"key": "Colour", "value": "Grey"}, {"key": "Mixed density", "value": "1.7 kg/L"}, {"key": "Mixing ratio", "value": "18 kg powder : 7 kg liquid"}, {"key": "Pot life", "value": "45 to 60 min at 27 °C"}, {"key": "Recoat", "value": "4 to 6 h"}, {"key": "Full cure", "value": "7 days"}, {"key": "Bond strength", "value": "> 1.0 N/mm² (EN 1542)"}, {"key": "Water impermeability", "value": "No leakage at 7 bar positive pressure"}, {"key": "Crack bridging", "value": "> 1 mm"}, {"key": "Standard", "value": "EN 14891 CM O1P"}]'::jsonb,
   '1.5 kg/m² per coat, 2 coats (about 2 mm); about 4 kg/m² under high water pressure',
   '{"kind": "liquid", "unit": "kg", "per_coat": 1.5, "coats": 2}'::jsonb,
   '[{"size": 25, "unit": "kg", "label": "25 kg kit (18 kg powder + 7 kg liquid)"}]'::jsonb,
   true, 80),

  ('neershield-rigid-1k', 'NeerShield Rigid 1K', 'cementitious-coatings', 'neershield',
   'Single-component cementitious waterproof coating, mixed with water only, for rigid concrete and masonry structures.',
   'NeerShield Rigid 1K is a ready-to-use blend of cement, graded fillers and waterproofing additives that is mixed with clean water only. It forms a dense, rigid waterproof coating that blocks water under positive and moderate negative pressure on concrete and masonry that will not crack or move. Because nothing but water is added, it is simple to use on small jobs and remote sites. Apply two coats by stiff brush on a saturated surface-dry substrate and keep moist for three days.',
   array['Mix with water only', 'Resists positive and negative water pressure', 'Breathable: lets the substrate dry out', 'Economical for large rigid areas'],
   array['Basement walls from the inside', 'Water tanks, sumps and manholes', 'Retaining walls and foundations', 'Lift pits'],
   '[{"key": "Colour", "value": "Grey"}, {"key": "Water demand", "value": "5 to 5.5 L per 20 kg"}, {"key": "Pot life", "value": "45 min at 27 °C"}, {"key": "Recoat", "value": "4 to 6 h"}, {"key": "Compressive strength", "value": "> 25 N/mm² at 28 days"}, {"key": "Water impermeability", "value": "No leakage at 5 bar"}]'::jsonb,
   '1.2 kg/m² per coat, 2 coats',
   '{"kind": "liquid", "unit": "kg", "per_coat": 1.2, "coats": 2}'::jsonb,
   '[{"size": 20, "unit": "kg", "label": "20 kg bag"}, {"size": 5, "unit": "kg", "label": "5 kg bag"}]'::jsonb,
   false, 90),

  ('neershield-crystal-slurry', 'NeerShield Crystal Slurry', 'cementitious-coatings', 'neershield',
   'Crystalline capillary waterproofing slurry that grows insoluble crystals inside concrete to block water permanently.',
   'NeerShield Crystal Slurry is a cementitious crystalline waterproofing compound. Its active chemicals migrate into the capillaries of concrete with moisture and react with free lime to grow insoluble crystals that block the pores and fine cracks, so the concrete itself becomes waterproof. Because the protection is inside the concrete it cannot peel or be punctured, works against water pressure from either side, and reactivates to seal new hairline cracks whenever water returns. It is applied as two coats of slurry by brush or spray on saturated, open-pored concrete and must be kept moist for at least three days.',
   array['Waterproofs the concrete itself; cannot peel or puncture', 'Works from the positive or negative side', 'Self-sealing of hairline cracks up to 0.4 mm', 'Non-toxic: suitable for potable water structures'],
   array['Water tanks, reservoirs and sewage treatment plants', 'Basements, lift pits and tunnels', 'Swimming pools and water features', 'Foundations and pile caps'],
   '[{"key": "Colour", "value": "Grey"}, {"key": "Mixing", "value": "5 parts powder : 2 parts water by volume"}, {"key": "Pot life", "value": "20 to 30 min at 27 °C"}, {"key": "Recoat", "value": "Second coat while the first is green (2 to 4 h)"}, {"key": "Water penetration", "value": "Reduced by > 90 % (DIN 1048)"}, {"key": "Crack sealing", "value": "Up to 0.4 mm"}, {"key": "Standard", "value": "Crystalline admixture and coating per ACI 212.3R"}]'::jsonb,
   '0.7 to 0.8 kg/m² per coat, 2 coats',
   '{"kind": "liquid", "unit": "kg", "per_coat": 0.8, "coats": 2}'::jsonb,
   '[{"size": 25, "unit": "kg", "label": "25 kg bag"}]'::jsonb,
   true, 100),

  -- Bituminous membranes --------------------------------------------------------------------
  ('dhruvabit-app-4mm', 'DhruvaBit APP 4 mm Torch-on Membrane', 'bituminous-membranes', 'dhruvabit',
   'APP modified bitumen membrane, 4 mm thick with polyester reinforcement, torch-applied on roofs and below-ground structures.',
   'DhruvaBit APP 4 mm is a prefabricated waterproofing membrane of bitumen modified with atactic polypropylene, reinforced with a non-woven polyester mat. It is torched on to a primed substrate, fusing the underside to the surface and the laps to each other into a continuous sheet. The APP polymer gives high softening point and excellent ageing in hot climates, making it a proven choice for flat roofs in India and the Middle East. The membrane has a sanded or polyethylene finish and is protected with screed, tiles or a reflective coating on exposed roofs. Side laps of at least 100 mm and end laps of at least 150 mm are used.',
   array['Polyester reinforcement for high tensile and puncture resistance', 'High softening point for hot climates', 'Factory-controlled thickness, quick to lay', 'Durable, root-resistant variant on request'],
   array['Flat RCC roofs and terraces', 'Podiums and car park decks under protection', 'Basement rafts and retaining walls (external tanking)', 'Canal and water-retaining structures'],
   '[{"key": "Thickness", "value": "4.0 mm ± 5 %"}, {"key": "Roll size", "value": "1 m x 10 m"}, {"key": "Reinforcement", "value": "Non-woven polyester, 180 g/m²"}, {"key": "Softening point", "value": "≥ 150 °C (ASTM D36)"}, {"key": "Cold flexibility", "value": "-5 °C"}, {"key": "Tensile strength (L/T)", "value": "800 / 600 N per 50 mm"}, {"key": "Elongation at break", "value": "40 %"}, {"key": "Service temperature", "value": "-5 °C to +110 °C"}, {"key": "Standard", "value": "ASTM D6222 (APP modified bitumen sheet)"}]'::jsonb,
   'One 1 m x 10 m roll covers about 8.9 m² after 100 mm side laps and 150 mm end laps',
   '{"kind": "membrane", "roll": {"width": 1, "length": 10, "side_lap": 0.10, "end_lap": 0.15}, "coats": 1, "primer_slug": "dhruvabit-bitumen-primer"}'::jsonb,
   '[{"size": 1, "unit": "roll", "label": "1 m x 10 m roll"}]'::jsonb,
   true, 110),

  ('dhruvabit-sbs-3mm', 'DhruvaBit SBS 3 mm Elastomeric Membrane', 'bituminous-membranes', 'dhruvabit',
   'SBS elastomeric bitumen membrane that stays flexible in the cold, for foundations and roofs with movement.',
   'DhruvaBit SBS 3 mm is a bitumen membrane modified with styrene-butadiene-styrene rubber and reinforced with polyester. The elastomeric SBS gives outstanding flexibility at low temperatures and high elongation, so the membrane accommodates structural movement and settlement better than plastomeric grades. It is torch-applied or laid in hot bitumen over DhruvaBit Bitumen Primer, and is particularly suited to foundations, basements and lightweight roof decks. Side laps of at least 100 mm and end laps of at least 150 mm are used.',
   array['Cold flexibility down to -20 °C', 'High elongation accommodates movement', 'Torch-on or hot-bitumen application', 'Polyester reinforced'],
   array['Basement and foundation tanking', 'Roofs in cold or hill regions', 'Bridge decks under asphalt', 'Lightweight roof decks'],
   '[{"key": "Thickness", "value": "3.0 mm ± 5 %"}, {"key": "Roll size", "value": "1 m x 10 m"}, {"key": "Reinforcement", "value": "Polyester, 160 g/m²"}, {"key": "Softening point", "value": "≥ 110 °C"}, {"key": "Cold flexibility", "value": "-20 °C"}, {"key": "Elongation at break", "value": "45 %"}, {"key": "Standard", "value": "ASTM D6164 (SBS modified bitumen sheet)"}]'::jsonb,
   'One 1 m x 10 m roll covers about 8.9 m² after 100 mm side laps and 150 mm end laps',
   '{"kind": "membrane", "roll": {"width": 1, "length": 10, "side_lap": 0.10, "end_lap": 0.15}, "coats": 1, "primer_slug": "dhruvabit-bitumen-primer"}'::jsonb,
   '[{"size": 1, "unit": "roll", "label": "1 m x 10 m roll"}]'::jsonb,
   false, 120),

  ('dhruvabit-self-adhesive-membrane', 'DhruvaBit Peel & Stick 1.5', 'bituminous-membranes', 'dhruvabit',
   'Cold-applied self-adhesive bitumen membrane with HDPE film, laid without flame where torching is unsafe.',
   'DhruvaBit Peel & Stick 1.5 is a 1.5 mm rubberised bitumen compound laminated to a cross-laminated HDPE carrier film, with a release liner on the adhesive side. The liner is peeled off and the membrane pressed on to a primed surface, so no torch or hot bitumen is needed. This makes it safe for occupied buildings, timber decks and sites where naked flames are not allowed. Laps are self-sealing; use 75 mm side laps and 100 mm end laps, rolled firmly.',
   array['No flame, no hot work', 'Self-sealing laps', 'HDPE film resists puncture during backfilling', 'Quick installation'],
   array['Basement walls before backfilling', 'Podiums and planters', 'Under-tile waterproofing in occupied buildings', 'Timber and metal roof decks'],
   '[{"key": "Thickness", "value": "1.5 mm"}, {"key": "Roll size", "value": "1 m x 15 m"}, {"key": "Carrier", "value": "Cross-laminated HDPE film"}, {"key": "Peel adhesion to primed concrete", "value": "> 1.5 N/mm"}, {"key": "Elongation of compound", "value": "> 300 %"}, {"key": "Application temperature", "value": "+5 °C to +45 °C"}]'::jsonb,
   'One 1 m x 15 m roll covers about 13.8 m² after 75 mm side laps and 100 mm end laps',
   '{"kind": "membrane", "roll": {"width": 1, "length": 15, "side_lap": 0.075, "end_lap": 0.10}, "coats": 1, "primer_slug": "dhruvabit-bitumen-primer"}'::jsonb,
   '[{"size": 1, "unit": "roll", "label": "1 m x 15 m roll"}]'::jsonb,
   false, 130),

  ('dhruvabit-rubberised-bitumen-coat', 'DhruvaBit Rubberised Bitumen Coating', 'bituminous-membranes', 'dhruvabit',
   'Cold-applied, rubber-modified bitumen emulsion coating for foundations, retaining walls and roofs under protection.',
   'DhruvaBit Rubberised Bitumen Coating is a water-based bitumen emulsion modified with synthetic rubber latex. Brushed or sprayed in two coats over DhruvaBit Bitumen Primer, it forms a flexible, seamless black membrane that bonds to concrete, masonry and metal. It is the economical choice for below-ground damp-proofing of foundations, plinths and retaining walls, and as a waterproof layer under screed on roofs. Being solvent-free it can be used in confined spaces and on damp surfaces. Protect with boards or screed before backfilling.',
   array['Cold applied, solvent-free', 'Flexible and crack bridging', 'Bonds to damp concrete', 'Economical damp-proofing'],
   array['Foundations and plinth beams', 'Retaining walls before backfill', 'Roofs under screed', 'Planters and flower beds'],
   '[{"key": "Colour", "value": "Brown when wet, black when dry"}, {"key": "Density", "value": "1.05 kg/L"}, {"key": "Solids content", "value": "60 %"}, {"key": "Elongation at break", "value": "> 600 %"}, {"key": "Drying time", "value": "4 to 6 h per coat"}, {"key": "Standard", "value": "IS 1580 (bituminous compound for waterproofing)"}]'::jsonb,
   '0.5 kg/m² per coat, 2 coats, over DhruvaBit Bitumen Primer',
   '{"kind": "liquid", "unit": "kg", "per_coat": 0.5, "coats": 2, "primer_slug": "dhruvabit-bitumen-primer"}'::jsonb,
   '[{"size": 20, "unit": "kg", "label": "20 kg bucket"}]'::jsonb,
   false, 140),

  -- Sealants and joint fillers --------------------------------------------------------------
  ('setufix-pu-40', 'SetuFix PU 40 Joint Sealant', 'sealants-joint-fillers', 'setufix',
   'One-component, low-modulus polyurethane sealant for expansion and movement joints in buildings and pavements.',
   'SetuFix PU 40 is a one-component polyurethane sealant that cures with atmospheric moisture into a tough, elastic rubber. Its low modulus keeps stress on the joint edges low, so it accommodates movement of ±25 % of the joint width without losing adhesion. It bonds to concrete, masonry, metal and most building materials, can be overpainted, and resists weathering and UV. Use a closed-cell backer rod to control the depth and prime porous edges; a width-to-depth ratio of 2:1 is recommended.',
   array['Movement capability ±25 %', 'Low modulus, high elasticity', 'Paintable once cured', 'Non-sag for vertical joints'],
   array['Expansion joints in walls and slabs', 'Joints around windows and doors', 'Precast panel joints', 'Pavement and floor joints'],
   '[{"key": "Colour", "value": "Grey, white, black"}, {"key": "Hardness", "value": "Shore A 40"}, {"key": "Movement capability", "value": "±25 %"}, {"key": "Tack-free time", "value": "60 to 90 min"}, {"key": "Cure rate", "value": "3 mm per 24 h"}, {"key": "Service temperature", "value": "-40 °C to +80 °C"}, {"key": "Standard", "value": "ASTM C920 Type S, Grade NS, Class 25; ISO 11600 F 25LM"}]'::jsonb,
   'A 600 ml sausage seals about 6 running metres of a 10 mm x 10 mm joint',
   null::jsonb,
   '[{"size": 0.6, "unit": "L", "label": "600 ml sausage"}, {"size": 0.3, "unit": "L", "label": "300 ml cartridge"}]'::jsonb,
   true, 150),

  ('setufix-polysulphide-2k', 'SetuFix Polysulphide 2K Sealant', 'sealants-joint-fillers', 'setufix',
   'Two-component polysulphide sealant with high chemical and water resistance for water-retaining and trafficked joints.',
   'SetuFix Polysulphide 2K is a two-component, gun-grade or pouring-grade polysulphide sealant. Base and curing agent are mixed on site into a compound that cures to a resilient rubber, resistant to permanent water immersion, fuels and many chemicals. This makes it the sealant of choice for water tanks, sewage treatment plants, swimming pools, airport pavements and fuel stations. Prime joint faces with the matching primer and use a bond-breaker tape or backer rod.',
   array['Permanent immersion in water', 'Resists fuels, oils and dilute chemicals', 'Gun and pouring grades', 'Movement capability ±25 %'],
   array['Water tanks, reservoirs and STPs', 'Swimming pools', 'Airport and road pavements', 'Fuel stations and industrial floors'],
   '[{"key": "Colour", "value": "Grey, black"}, {"key": "Mixing ratio", "value": "10 : 1 base to curing agent by weight"}, {"key": "Pot life", "value": "2 to 3 h at 27 °C"}, {"key": "Hardness", "value": "Shore A 20 to 30"}, {"key": "Full cure", "value": "7 days"}, {"key": "Standard", "value": "IS 12118 and BS 4254"}]'::jsonb,
   'A 4 kg kit seals about 12 running metres of a 20 mm x 10 mm joint',
   null::jsonb,
   '[{"size": 4, "unit": "kg", "label": "4 kg kit (base + curing agent)"}, {"size": 1, "unit": "kg", "label": "1 kg kit"}]'::jsonb,
   false, 160),

  ('setufix-acrylic-crack-filler', 'SetuFix Acrylic Crack Filler', 'sealants-joint-fillers', 'setufix',
   'Paintable acrylic filler for static and slow-moving cracks in plaster, concrete and masonry before coating.',
   'SetuFix Acrylic Crack Filler is a water-based elastic acrylic sealant and filler. It is used to fill cracks in plaster and concrete, and gaps around window frames, before painting or waterproof coating. It tools to a smooth finish, sticks to damp surfaces, and remains flexible enough to follow the small movements of cracks caused by temperature and shrinkage. It can be painted over with acrylic coatings within hours.',
   array['Paintable with acrylic coatings', 'Elastic, does not crack or shrink out', 'Easy to tool and clean with water', 'Low odour for indoor use'],
   array['Plaster cracks before painting', 'Cracks on roofs before acrylic coatings', 'Gaps around window and door frames', 'Junctions of walls and ceilings'],
   '[{"key": "Colour", "value": "White, grey"}, {"key": "Base", "value": "Acrylic emulsion"}, {"key": "Skin time", "value": "15 to 20 min"}, {"key": "Paintable after", "value": "2 to 4 h"}, {"key": "Movement capability", "value": "±12.5 %"}]'::jsonb,
   'A 300 ml cartridge fills about 12 running metres of a 5 mm x 5 mm crack',
   null::jsonb,
   '[{"size": 0.3, "unit": "L", "label": "300 ml cartridge"}, {"size": 1, "unit": "kg", "label": "1 kg tub"}]'::jsonb,
   false, 170),

  ('setufix-neutral-silicone', 'SetuFix Neutral Silicone Sanitary', 'sealants-joint-fillers', 'setufix',
   'Neutral-cure, mould-resistant silicone sealant for bathrooms, kitchens, glazing and sanitary fittings.',
   'SetuFix Neutral Silicone Sanitary is a one-component neutral-cure silicone sealant with a fungicide that keeps joints clean in permanently damp areas. Being neutral curing, it does not corrode metals or etch stone, and bonds to glass, glazed tiles, ceramics, aluminium and most plastics. It stays elastic for years around baths, basins, shower trays, kitchen counters and glazing. Not for use on natural stone edges that can stain or under water immersion.',
   array['Neutral cure: non-corrosive, low odour', 'Mould and mildew resistant', 'UV and weather resistant', 'Excellent adhesion to glass and glazed surfaces'],
   array['Baths, shower trays and basins', 'Kitchen counters and sinks', 'Window and curtain-wall glazing', 'Sanitary ware fixing'],
   '[{"key": "Colour", "value": "Clear, white"}, {"key": "Skin time", "value": "10 to 15 min"}, {"key": "Cure rate", "value": "2 mm per 24 h"}, {"key": "Hardness", "value": "Shore A 20"}, {"key": "Movement capability", "value": "±25 %"}, {"key": "Standard", "value": "ISO 11600 G 25LM"}]'::jsonb,
   'A 280 ml cartridge seals about 11 running metres of a 5 mm x 5 mm joint',
   null::jsonb,
   '[{"size": 0.28, "unit": "L", "label": "280 ml cartridge"}]'::jsonb,
   false, 180),

  -- Primers and bonding agents --------------------------------------------------------------
  ('jalkavach-acrylic-primer', 'JalKavach Acrylic Primer', 'primers-bonding-agents', 'jalkavach',
   'Penetrating acrylic primer that seals porous roof surfaces and anchors JalKavach acrylic roof coatings.',
   'JalKavach Acrylic Primer is a low-viscosity, water-based acrylic primer. It penetrates porous concrete and plaster, binds surface dust and seals the pores so the roof coating that follows wets out evenly, bonds strongly and does not blister from air escaping the substrate. Apply one coat by brush or roller on a clean, dry surface and allow two to four hours before the first coat of JalKavach Roof Coat AE or Fibre Roof Coat.',
   array['Improves adhesion of acrylic roof coatings', 'Binds dust and consolidates weak surfaces', 'Reduces pinholes and blistering', 'Water-based and low odour'],
   array['Roof slabs before acrylic coatings', 'Plastered walls before elastomeric coatings', 'Old, chalky surfaces after cleaning'],
   '[{"key": "Colour", "value": "Milky white, dries clear"}, {"key": "Density", "value": "1.02 kg/L"}, {"key": "Solids content", "value": "30 %"}, {"key": "Drying time", "value": "2 to 4 h at 27 °C"}]'::jsonb,
   '0.2 to 0.3 kg/m² in one coat (0.25 kg/m² typical)',
   '{"kind": "liquid", "unit": "kg", "per_coat": 0.25, "coats": 1}'::jsonb,
   '[{"size": 5, "unit": "kg", "label": "5 kg can"}]'::jsonb,
   false, 190),

  ('jalkavach-pu-primer', 'JalKavach PU Primer', 'primers-bonding-agents', 'jalkavach',
   'Moisture-tolerant polyurethane primer for concrete before JalKavach PU 1600 membrane.',
   'JalKavach PU Primer is a single-component, low-viscosity polyurethane primer that penetrates and reinforces the top layer of concrete and screeds before the application of JalKavach PU 1600. It tolerates slightly damp substrates, reduces outgassing and gives a firm key for the membrane. Apply one coat by roller and overcoat with the membrane within 2 to 24 hours.',
   array['Tolerates slightly damp concrete (up to 6 % moisture)', 'Consolidates dusty surfaces', 'Reduces pinholes in the membrane', 'Fast drying'],
   array['Concrete and screed before PU membranes', 'Metal flashings and details', 'Old ceramic tiles after abrading'],
   '[{"key": "Colour", "value": "Transparent amber"}, {"key": "Density", "value": "1.05 kg/L"}, {"key": "Solids content", "value": "40 %"}, {"key": "Overcoating window", "value": "2 to 24 h"}]'::jsonb,
   '0.15 to 0.2 kg/m² in one coat',
   '{"kind": "liquid", "unit": "kg", "per_coat": 0.15, "coats": 1}'::jsonb,
   '[{"size": 4, "unit": "kg", "label": "4 kg can"}]'::jsonb,
   false, 200),

  ('dhruvabit-bitumen-primer', 'DhruvaBit Bitumen Primer', 'primers-bonding-agents', 'dhruvabit',
   'Quick-drying, solvent-based bitumen primer for bonding torch-on and self-adhesive membranes and bituminous coatings.',
   'DhruvaBit Bitumen Primer is a solution of penetration-grade bitumen in fast-evaporating solvents. It soaks into the pores of concrete, masonry and metal, binds the surface dust and leaves a tacky black film that bitumen membranes and coatings bond to. It is used under every DhruvaBit membrane and the rubberised coating. Apply one coat by brush, roller or spray; torching or laying can start once the film is touch dry, usually within 2 to 4 hours. Keep away from flames while wet.',
   array['Fast drying', 'Deep penetration into porous substrates', 'Improves membrane bond and reduces blistering', 'Brush, roller or spray'],
   array['Under APP and SBS torch-on membranes', 'Under self-adhesive membranes', 'Under bituminous coatings', 'Metal roof details'],
   '[{"key": "Colour", "value": "Black"}, {"key": "Density", "value": "0.90 kg/L"}, {"key": "Solids content", "value": "40 to 45 %"}, {"key": "Touch dry", "value": "2 to 4 h at 27 °C"}, {"key": "Flash point", "value": "> 30 °C"}, {"key": "Standard", "value": "IS 3384 (bitumen primer for waterproofing)"}]'::jsonb,
   '0.25 to 0.40 L/m² in one coat depending on porosity',
   '{"kind": "liquid", "unit": "L", "per_coat": 0.40, "coats": 1}'::jsonb,
   '[{"size": 20, "unit": "L", "label": "20 L can"}]'::jsonb,
   false, 210),

  ('setufix-sbr-latex', 'SetuFix SBR Latex', 'primers-bonding-agents', 'setufix',
   'Styrene-butadiene rubber latex for bond coats, polymer-modified mortars and waterproof renders.',
   'SetuFix SBR Latex is a styrene-butadiene copolymer emulsion for use with cement. As a bond coat (latex and cement mixed 1 : 1.5 as a slurry) it joins fresh plaster, screed or repair mortar to old concrete. Added to mortars and renders it improves adhesion, flexural strength, abrasion resistance and water resistance, and reduces shrinkage cracking. It is the classic site-mixed solution for waterproof plasters, brickbat coba, screeds and bathroom sunken-slab treatment.',
   array['Excellent bond between old and new concrete', 'Improves water resistance and flexibility of mortars', 'Reduces shrinkage cracking', 'Compatible with all types of Portland cement'],
   array['Bond coats before plaster, screed and repairs', 'Waterproof plasters and renders', 'Bathroom and sunken slab treatment', 'Polymer-modified repair mortars'],
   '[{"key": "Colour", "value": "Milky white"}, {"key": "Solids content", "value": "40 to 45 %"}, {"key": "Density", "value": "1.01 kg/L"}, {"key": "pH", "value": "8 to 10"}, {"key": "Standard", "value": "ASTM C1059 Type II (latex bonding agent)"}]'::jsonb,
   'Bond coat: 2.8 to 3.25 m²/L of latex (3.0 m²/L typical)',
   '{"kind": "liquid", "unit": "L", "rate_m2_per_unit": 3.0, "coats": 1}'::jsonb,
   '[{"size": 1, "unit": "L", "label": "1 L bottle"}, {"size": 5, "unit": "L", "label": "5 L can"}, {"size": 20, "unit": "L", "label": "20 L can"}]'::jsonb,
   false, 220),

  ('setufix-epoxy-bonding-agent', 'SetuFix Epoxy Bond', 'primers-bonding-agents', 'setufix',
   'Two-component epoxy bonding agent for structural bonding of fresh concrete to hardened concrete.',
   'SetuFix Epoxy Bond is a solvent-free, two-component epoxy resin bonding agent. Applied to prepared hardened concrete, it gives a bond between fresh and old concrete that is stronger than the concrete itself, for structural repairs, jacketing, and new toppings over old slabs. It tolerates damp surfaces and has a long open time so that fresh concrete can be placed while it is still tacky.',
   array['Bond stronger than concrete', 'Solvent-free, tolerates damp surfaces', 'Long open time', 'Pre-weighed packs for correct mixing'],
   array['Structural repairs and jacketing', 'New concrete toppings over old slabs', 'Construction joints', 'Anchoring and bonding of precast elements'],
   '[{"key": "Colour", "value": "Grey (mixed)"}, {"key": "Mixing ratio", "value": "2 : 1 base to hardener by weight"}, {"key": "Pot life", "value": "60 min at 27 °C"}, {"key": "Open time", "value": "3 h at 27 °C"}, {"key": "Bond strength", "value": "> 3 N/mm² (concrete failure)"}, {"key": "Standard", "value": "ASTM C881 Type II and V"}]'::jsonb,
   '0.3 to 0.5 kg/m² depending on roughness',
   '{"kind": "liquid", "unit": "kg", "per_coat": 0.4, "coats": 1}'::jsonb,
   '[{"size": 1, "unit": "kg", "label": "1 kg kit"}, {"size": 5, "unit": "kg", "label": "5 kg kit"}]'::jsonb,
   false, 230),

  -- Admixtures --------------------------------------------------------------------------------
  ('sthira-integral-wp', 'Sthira Integral WP', 'admixtures', 'sthira',
   'Integral waterproofing admixture for cement concrete, plaster and mortar, dosed at 200 g per 50 kg bag of cement.',
   'Sthira Integral WP is a liquid integral waterproofing compound added to concrete, plaster and mortar at the mixer. It reduces the water needed for a workable mix and lines the capillary pores with a water-repellent film, so the hardened concrete or plaster absorbs far less water and resists damp, efflorescence and reinforcement corrosion. The dose is about 200 g for every 50 kg bag of cement, added to the gauging water. It contains no chlorides and does not affect setting time at the recommended dose.',
   array['Reduces water absorption and permeability', 'Improves workability at lower water-cement ratio', 'Chloride free: safe for reinforced concrete', 'Simple dosing by cement bag'],
   array['Roof slabs, water tanks and basements', 'External plaster and renders', 'Brick masonry mortar', 'Screeds and brickbat coba'],
   '[{"key": "Appearance", "value": "Brown liquid"}, {"key": "Density", "value": "1.08 kg/L"}, {"key": "Chloride content", "value": "Nil"}, {"key": "Dosage", "value": "200 g per 50 kg bag of cement (0.4 % by cement weight)"}, {"key": "Standard", "value": "IS 2645 (integral waterproofing compounds)"}]'::jsonb,
   'About 200 g per 50 kg bag of cement',
   '{"kind": "cement_admixture", "unit": "kg", "per_coat": 0.2, "coats": 1, "per_cement_bag": 0.2, "cement_bag_kg": 50}'::jsonb,
   '[{"size": 1, "unit": "kg", "label": "1 kg bottle"}, {"size": 5, "unit": "kg", "label": "5 kg can"}, {"size": 20, "unit": "kg", "label": "20 kg can"}]'::jsonb,
   false, 240),

  ('sthira-pce-superplasticiser', 'Sthira PCE 300 Superplasticiser', 'admixtures', 'sthira',
   'High-range water-reducing polycarboxylate ether admixture for high-strength, low-permeability and self-compacting concrete.',
   'Sthira PCE 300 is a polycarboxylate ether superplasticiser for ready-mixed and site concrete. It disperses cement particles very efficiently, allowing water reductions of 25 to 35 % for high strength and low permeability, or flowing and self-compacting concrete at normal water content. Slump is retained for about 90 minutes at 30 °C, which suits long hauls in Indian summers. It is chloride free and compatible with most cements and supplementary materials such as fly ash, slag and micro silica.',
   array['Water reduction of 25 to 35 %', 'Slump retention about 90 minutes', 'Chloride free', 'Suitable for self-compacting concrete'],
   array['Ready-mixed concrete', 'High-strength and high-performance concrete', 'Self-compacting concrete', 'Precast elements'],
   '[{"key": "Appearance", "value": "Light brown liquid"}, {"key": "Density", "value": "1.10 kg/L"}, {"key": "Solids content", "value": "35 %"}, {"key": "Dosage", "value": "0.6 to 1.5 % by weight of cementitious material"}, {"key": "Standard", "value": "IS 9103 and ASTM C494 Type F"}]'::jsonb,
   '0.6 to 1.5 % by weight of cement, from trial mixes',
   null::jsonb,
   '[{"size": 250, "unit": "kg", "label": "250 kg drum"}, {"size": 20, "unit": "kg", "label": "20 kg can"}]'::jsonb,
   false, 250),

  ('sthira-crystalline-admix', 'Sthira Crystal Admix', 'admixtures', 'sthira',
   'Crystalline waterproofing admixture that makes concrete self-sealing, added at the batching plant.',
   'Sthira Crystal Admix is a powder admixture of cement, quartz sand and active crystalline chemicals added to concrete at batching. Throughout the concrete it reacts with moisture and the by-products of cement hydration to form insoluble crystals in the capillary pores and in shrinkage cracks up to 0.4 mm, so the whole section becomes a water barrier rather than relying on a surface layer. It is widely used in basements, water-retaining structures and tunnels where external membranes are difficult to install.',
   array['Waterproofs the full depth of the concrete', 'Self-seals hairline cracks up to 0.4 mm', 'No separate membrane application', 'Resists hydrostatic pressure'],
   array['Basement rafts and walls', 'Water tanks and reservoirs', 'Tunnels and underground structures', 'Sewage and effluent treatment plants'],
   '[{"key": "Appearance", "value": "Grey powder"}, {"key": "Dosage", "value": "0.8 % by cement weight (400 g per 50 kg bag)"}, {"key": "Crack sealing", "value": "Up to 0.4 mm"}, {"key": "Water penetration", "value": "Reduced by > 80 % (DIN 1048)"}, {"key": "Standard", "value": "Crystalline admixture per ACI 212.3R"}]'::jsonb,
   'About 0.8 % by cement weight: 400 g per 50 kg bag of cement',
   '{"kind": "cement_admixture", "unit": "kg", "per_coat": 0.4, "coats": 1, "per_cement_bag": 0.4, "cement_bag_kg": 50}'::jsonb,
   '[{"size": 20, "unit": "kg", "label": "20 kg bag"}, {"size": 5, "unit": "kg", "label": "5 kg bag"}]'::jsonb,
   false, 260),

  -- Repair mortars and grouts -----------------------------------------------------------------
  ('sthira-repair-mortar-r3', 'Sthira Repair Mortar R3', 'repair-mortars', 'sthira',
   'Polymer-modified, fibre-reinforced structural repair mortar for spalled concrete, applied by hand from 5 to 50 mm.',
   'Sthira Repair Mortar R3 is a single-component, polymer-modified cementitious mortar with fibres and shrinkage compensation. Mixed with water it gives a thixotropic mortar that can be applied by trowel overhead and on vertical faces in layers of 5 to 50 mm without sagging. It restores the profile and cover of spalled columns, beams, slabs and chajjas after the corroded reinforcement has been cleaned and coated with Sthira Rebar Guard. Its modulus and thermal expansion are close to concrete, so repairs stay bonded.',
   array['Class R3 structural repair mortar', 'Applied overhead and vertically without formwork', 'Low shrinkage, fibre reinforced', 'Only water to be added'],
   array['Spalled columns, beams and slabs', 'Chajjas, balconies and parapets', 'Rebuilding concrete cover over rebar', 'Repair of honeycombing and edges'],
   '[{"key": "Colour", "value": "Grey"}, {"key": "Water demand", "value": "3.5 to 3.75 L per 25 kg"}, {"key": "Pot life", "value": "45 min at 27 °C"}, {"key": "Compressive strength", "value": "> 35 N/mm² at 28 days"}, {"key": "Bond strength", "value": "> 1.5 N/mm² (EN 1542)"}, {"key": "Layer thickness", "value": "5 to 50 mm per layer"}, {"key": "Standard", "value": "EN 1504-3 Class R3"}]'::jsonb,
   'About 1.9 kg/m² per mm of thickness: a 25 kg bag covers about 1.3 m² at 10 mm',
   null::jsonb,
   '[{"size": 25, "unit": "kg", "label": "25 kg bag"}]'::jsonb,
   true, 270),

  ('sthira-micro-concrete', 'Sthira Micro Concrete', 'repair-mortars', 'sthira',
   'Free-flowing, shrinkage-compensated micro concrete for jacketing and large-volume structural repairs.',
   'Sthira Micro Concrete is a ready-to-use blend of cement, graded aggregates and flow and expansion additives that is mixed with water to a free-flowing, self-compacting consistency. It is poured or pumped into formwork to fill congested areas around reinforcement without vibration, making it ideal for column and beam jacketing and for repairing sections deeper than 50 mm. Its controlled expansion compensates for plastic and drying shrinkage, giving a dense, high-strength repair.',
   array['Free flowing, self-compacting', 'Shrinkage compensated', 'High early and ultimate strength', 'Pumpable'],
   array['Column and beam jacketing', 'Deep structural repairs over 50 mm', 'Machine bases and bearings', 'Filling congested reinforcement zones'],
   '[{"key": "Colour", "value": "Grey"}, {"key": "Water demand", "value": "3.0 to 3.25 L per 25 kg"}, {"key": "Flow", "value": "> 600 mm (flow table)"}, {"key": "Yield", "value": "About 12.5 L per 25 kg bag"}, {"key": "Compressive strength", "value": "> 50 N/mm² at 28 days"}, {"key": "Standard", "value": "EN 1504-3 Class R4"}]'::jsonb,
   'A 25 kg bag yields about 12.5 litres of mixed micro concrete',
   null::jsonb,
   '[{"size": 25, "unit": "kg", "label": "25 kg bag"}]'::jsonb,
   false, 280),

  ('sthira-non-shrink-grout', 'Sthira Grout NS', 'repair-mortars', 'sthira',
   'Non-shrink cementitious precision grout for base plates, machinery foundations, anchors and precast connections.',
   'Sthira Grout NS is a pre-packed, non-metallic, non-shrink cementitious grout. Mixed with water to a flowable or pourable consistency, it fills the gap beneath base plates and in anchor holes completely and expands slightly in the plastic state to ensure full contact and load transfer. It reaches high early strength, so machinery and steel structures can be loaded quickly.',
   array['Non-shrink, non-metallic', 'High early strength', 'Flowable to pourable consistency', 'Chloride free'],
   array['Column base plates and stanchions', 'Machinery and turbine foundations', 'Anchor bolts and rail fixings', 'Precast connections'],
   '[{"key": "Colour", "value": "Grey"}, {"key": "Water demand", "value": "3.5 to 4.25 L per 25 kg"}, {"key": "Yield", "value": "About 13 L per 25 kg bag"}, {"key": "Compressive strength", "value": "> 30 N/mm² at 1 day, > 60 N/mm² at 28 days"}, {"key": "Standard", "value": "ASTM C1107 Grade B"}]'::jsonb,
   'A 25 kg bag yields about 13 litres of grout',
   null::jsonb,
   '[{"size": 25, "unit": "kg", "label": "25 kg bag"}]'::jsonb,
   false, 290),

  ('sthira-rebar-guard', 'Sthira Rebar Guard', 'repair-mortars', 'sthira',
   'Zinc-rich anti-corrosion primer for cleaned reinforcement bars before concrete repair.',
   'Sthira Rebar Guard is a single-component, zinc-rich protective coating for steel reinforcement exposed during concrete repair. After the rust has been removed by wire brushing or blasting, two coats give galvanic and barrier protection to the bars, stopping further corrosion beneath the new repair mortar. It dries quickly so repairs can continue the same day.',
   array['Zinc-rich galvanic protection', 'Fast drying, two coats in one day', 'Compatible with cementitious repair mortars', 'Brush applied'],
   array['Exposed rebar in spalled concrete', 'Steel inserts and embedded plates', 'Repairs in coastal structures'],
   '[{"key": "Colour", "value": "Grey"}, {"key": "Zinc content in dry film", "value": "> 80 %"}, {"key": "Touch dry", "value": "30 min"}, {"key": "Recoat", "value": "2 to 4 h"}, {"key": "Standard", "value": "EN 1504-7 (reinforcement corrosion protection)"}]'::jsonb,
   '1 kg coats about 4 to 5 m² of bar surface in two coats',
   null::jsonb,
   '[{"size": 1, "unit": "kg", "label": "1 kg can"}, {"size": 0.5, "unit": "kg", "label": "500 g can"}]'::jsonb,
   false, 300),

  -- Tile adhesives and grouts -------------------------------------------------------------------
  ('kalasetu-tile-adhesive-c2te', 'Kalasetu Tile Fix C2TE', 'tile-adhesives-grouts', 'kalasetu',
   'Polymer-modified cementitious tile adhesive with extended open time and no slip, for floors and walls inside and out.',
   'Kalasetu Tile Fix C2TE is an improved, polymer-modified cementitious adhesive for fixing ceramic, vitrified and porcelain tiles on floors and walls, indoors and outdoors. It is applied in a thin bed with a notched trowel, so it needs far less material than a traditional sand-cement bed and does not hollow-sound. The thixotropic mix holds wall tiles without slipping, and the extended open time gives fixers time to align large areas. It can be used over NeerShield Flex 2K in bathrooms and on terraces.',
   array['C2TE: improved, no slip, extended open time', 'Thin-bed application with notched trowel', 'Suitable over cementitious waterproofing', 'Interior and exterior use'],
   array['Vitrified and porcelain tiles on floors', 'Wall tiling in kitchens and bathrooms', 'External facades up to 600 x 600 mm tiles', 'Tile-on-tile renovation'],
   '[{"key": "Colour", "value": "Grey, white"}, {"key": "Water demand", "value": "5 to 5.5 L per 20 kg"}, {"key": "Pot life", "value": "3 h at 27 °C"}, {"key": "Open time", "value": "> 30 min"}, {"key": "Tensile adhesion", "value": "> 1.0 N/mm²"}, {"key": "Standard", "value": "EN 12004 C2TE; IS 15477 Type 3"}]'::jsonb,
   '3.5 to 5 kg/m² with a 6 to 10 mm notched trowel: a 20 kg bag fixes about 4 to 5 m²',
   null::jsonb,
   '[{"size": 20, "unit": "kg", "label": "20 kg bag"}]'::jsonb,
   false, 310),

  ('kalasetu-stone-adhesive-s1', 'Kalasetu Stone Fix S1', 'tile-adhesives-grouts', 'kalasetu',
   'Deformable, high-bond adhesive for large-format tiles and natural stone on floors, walls and facades.',
   'Kalasetu Stone Fix S1 is a highly polymer-modified, deformable cementitious adhesive for large-format porcelain slabs and natural stone such as granite, marble and Kota stone. Its S1 deformability absorbs the thermal and structural movement of the substrate, which prevents cracked or debonded tiles on terraces, facades and heated floors. A white version is available for light-coloured marble that could be stained by grey adhesive.',
   array['S1 deformable for movement and large formats', 'High bond for dense stone and porcelain', 'White version for light marble', 'Suitable for external facades'],
   array['Large-format porcelain slabs', 'Granite, marble and Kota stone', 'Terraces and balconies', 'Facade cladding'],
   '[{"key": "Colour", "value": "Grey, white"}, {"key": "Water demand", "value": "5.5 to 6 L per 20 kg"}, {"key": "Pot life", "value": "3 h at 27 °C"}, {"key": "Open time", "value": "> 30 min"}, {"key": "Transverse deformation", "value": "≥ 2.5 mm (S1)"}, {"key": "Standard", "value": "EN 12004 C2TE S1; IS 15477 Type 4"}]'::jsonb,
   '4 to 6 kg/m² with a 10 to 12 mm notched trowel and back-buttering',
   null::jsonb,
   '[{"size": 20, "unit": "kg", "label": "20 kg bag"}]'::jsonb,
   false, 320),

  ('kalasetu-epoxy-grout', 'Kalasetu Epoxy Grout', 'tile-adhesives-grouts', 'kalasetu',
   'Three-component, stain-proof and chemical-resistant epoxy grout for tile joints in kitchens, hospitals and pools.',
   'Kalasetu Epoxy Grout is a three-component system of epoxy resin, hardener and coloured filler for grouting tile joints from 2 to 10 mm. The cured grout is non-porous, so it does not absorb water, stains or bacteria, and it resists acids, alkalis and cleaning chemicals. It is the hygienic choice for commercial kitchens, hospitals, food processing units, laboratories and swimming pools, and keeps bathroom joints clean for years.',
   array['Stain-proof, non-porous joints', 'Resists acids, alkalis and cleaning chemicals', 'Hygienic: no mould growth', 'Available in 20 colours'],
   array['Commercial kitchens and food processing units', 'Hospitals and laboratories', 'Swimming pools and water features', 'Bathroom and kitchen tiles'],
   '[{"key": "Colour", "value": "20 colours"}, {"key": "Joint width", "value": "2 to 10 mm"}, {"key": "Pot life", "value": "45 min at 27 °C"}, {"key": "Foot traffic", "value": "After 24 h"}, {"key": "Full chemical resistance", "value": "After 7 days"}, {"key": "Standard", "value": "EN 13888 RG"}]'::jsonb,
   '1 kg grouts about 7 m² of 600 x 600 mm tiles with 3 mm joints, 8 mm deep',
   null::jsonb,
   '[{"size": 1, "unit": "kg", "label": "1 kg kit"}, {"size": 5, "unit": "kg", "label": "5 kg kit"}]'::jsonb,
   false, 330),

  ('kalasetu-polymer-grout', 'Kalasetu Polymer Grout', 'tile-adhesives-grouts', 'kalasetu',
   'Polymer-modified, sanded cementitious tile grout with low water absorption for joints of 3 to 15 mm.',
   'Kalasetu Polymer Grout is a cementitious grout with fine graded sand, polymers and water repellents for tile and stone joints of 3 to 15 mm. It packs tightly into joints, cures hard without shrinkage cracks, and absorbs little water, so joints stay cleaner in bathrooms, balconies and exterior areas. Colour-consistent pigments give an even finish across batches.',
   array['Low water absorption (CG2WA)', 'No shrinkage cracking in wide joints', 'Colour consistent', 'Interior and exterior'],
   array['Floor tiles with joints of 3 to 15 mm', 'Bathrooms and balconies', 'Exterior paving tiles', 'Natural stone floors'],
   '[{"key": "Colour", "value": "12 colours"}, {"key": "Joint width", "value": "3 to 15 mm"}, {"key": "Pot life", "value": "1 h at 27 °C"}, {"key": "Standard", "value": "EN 13888 CG2WA"}]'::jsonb,
   '1 kg grouts about 4 m² of 600 x 600 mm tiles with 5 mm joints, 8 mm deep',
   null::jsonb,
   '[{"size": 5, "unit": "kg", "label": "5 kg bag"}, {"size": 1, "unit": "kg", "label": "1 kg pack"}]'::jsonb,
   false, 340)
) as v(slug, name, category, brand, short_description, description, features, applications,
       specifications, coverage, coverage_data, pack_sizes, is_featured, sort_order)
join public.categories c on c.slug = v.category
join public.brands b on b.slug = v.brand;

-- Services ------------------------------------------------------------------------------------
-- Bodies are plain paragraphs separated by blank lines. The calculator row links to the
-- dedicated page /services/waterproofing-calculator.

insert into public.services (slug, title, summary, body, icon, image_url, features, sort_order) values
  ('terrace-waterproofing', 'Terrace & Roof Waterproofing',
   'Leak-proof terraces and roofs with liquid membranes, torch-on sheets or cementitious systems chosen for your slab, budget and use.',
   'A roof slab takes the full force of the Indian climate: surface temperatures above 70 °C in May, followed by weeks of monsoon rain and standing water. Cracks in old screeds, failed brickbat coba and blocked outlets let water into the slab, where it corrodes the reinforcement and drips from the ceiling below. Our terrace waterproofing service starts with a survey of the slope, drainage, cracks and existing layers, and ends with a written warranty.

We select the system to suit the roof. Exposed terraces that are not walked on receive JalKavach Roof Coat AE, a heat-reflective acrylic membrane that also keeps the top floor cooler. Terraces that will carry tiles or a garden receive JalKavach PU 1600 or NeerShield Flex 2K under a protective screed, and large commercial roofs receive DhruvaBit APP 4 mm torch-on membrane with lapped and sealed joints. Every system includes detailing at parapets, upturns of at least 300 mm, rainwater outlets, pipe penetrations and expansion joints, where most leaks actually start.

Work is carried out by our trained applicators in a fixed sequence: surface preparation and repairs, cove fillets at wall junctions, primer, membrane in the specified number of coats with reinforcement at cracks and corners, and a 48-hour flood test before protection is laid. You receive photographs of each stage, the batch numbers of the materials used and a maintenance guide.',
   'house', '/images/services/terrace-waterproofing.svg',
   array['Free site survey and moisture check', 'System chosen for exposed, tiled or garden terraces', 'Detailing at parapets, outlets and pipes', '48-hour flood test before handover', 'Written warranty up to 10 years'],
   10),

  ('basement-waterproofing', 'Basement Waterproofing',
   'Dry basements, lift pits and underground car parks, from new construction tanking to curing leaks in existing structures.',
   'Basements sit in ground water that presses against walls and rafts every day of the year, and a leak that appears after the building is finished is many times more expensive to cure than to prevent. We design and install basement waterproofing for new buildings and for existing basements that already leak.

For new construction we recommend a combination of Sthira Crystal Admix in the concrete and an external membrane: DhruvaBit SBS 3 mm or the self-adhesive DhruvaBit Peel & Stick on the outside of retaining walls, protected by boards before backfilling, with PVC waterstops and hydrophilic strips at construction joints. Where the outside of the wall cannot be reached, we apply NeerShield Crystal Slurry or NeerShield Flex 2K on the inside, which resist water pressure from the negative side.

For existing leaking basements we locate the entry points, stop active leaks with fast-setting plugs and injection grouting, and then apply a crystalline or cementitious system on the inside face. Lift pits, sumps and ramps are treated as part of the same system so water does not simply find the next weak point.',
   'building', '/images/services/basement-waterproofing.svg',
   array['Positive- and negative-side systems', 'Crystalline admixture for new concrete', 'Injection grouting of active leaks', 'Construction joint and waterstop detailing', 'Lift pits, sumps and ramps included'],
   20),

  ('bathroom-waterproofing', 'Bathroom & Wet-Area Waterproofing',
   'Waterproofing under tiles in bathrooms, kitchens and balconies so that water never reaches the slab or the neighbour''s ceiling.',
   'Most damp patches on ceilings and walls next to bathrooms are caused by water passing through tile joints and travelling along the sunken slab or the floor screed. Re-grouting treats the symptom; a waterproof layer under the tiles cures the cause.

Our wet-area service removes the old tiles where needed, repairs and slopes the base, seals pipe penetrations with polymer mortar and collars, and applies NeerShield Flex 2K in two coats across the floor and up the walls: 300 mm on all walls and up to 1.8 m in the shower area. Corners and floor-wall junctions are reinforced with fabric tape. After a 24-hour ponding test the tiles are fixed with Kalasetu Tile Fix C2TE and grouted with Kalasetu Epoxy Grout, which does not absorb water or stains.

The same method is used for kitchens, utility areas, balconies and the sunken slabs of Indian-style toilets, where we also provide SetuFix SBR Latex-modified filling and a waterproof screed. Most bathrooms are completed in four to five working days.',
   'shower-head', '/images/services/bathroom-waterproofing.svg',
   array['Waterproofing under tiles, not just re-grouting', 'Pipe penetrations sealed with collars', 'Reinforced corners and junctions', '24-hour ponding test', 'Epoxy grouting for clean, waterproof joints'],
   30),

  ('water-tank-treatment', 'Water-Tank Treatment',
   'Leak sealing and hygienic waterproof linings for overhead and underground water tanks, sumps and reservoirs.',
   'A leaking water tank wastes water, damages the structure around it and can let contaminated ground water into the supply. Because tanks hold drinking water, any lining must be non-toxic and suitable for potable water once cured.

We drain and clean the tank, inspect the concrete, cut out and repair honeycombed or cracked areas with Sthira Repair Mortar R3, and seal pipe entries with non-shrink grout. The inside is then treated with NeerShield Crystal Slurry, which grows crystals inside the concrete and resists water pressure from both sides, or with NeerShield Flex 2K where the structure shows cracks that may move. Joints in the tank are sealed with SetuFix Polysulphide 2K, which is designed for permanent immersion.

After curing, the tank is filled and observed for 24 hours before being returned to service. We work on residential overhead tanks and underground sumps as well as large reservoirs for housing societies, hotels and industry.',
   'droplets', '/images/services/water-tank-treatment.svg',
   array['Materials suitable for potable water', 'Structural repair of honeycombing and cracks', 'Crystalline treatment resists pressure from both sides', 'Immersion-grade joint sealants', '24-hour fill test'],
   40),

  ('expansion-joint-sealing', 'Expansion-Joint Sealing',
   'Design and sealing of expansion, construction and movement joints in buildings, podiums, pavements and water-retaining structures.',
   'Buildings move with temperature, shrinkage and load, and expansion joints are where that movement is allowed to happen. A joint that is poorly sized or sealed with the wrong material tears open and becomes the main route for water into the structure.

We check the width and expected movement of each joint and choose the sealant accordingly. Building and facade joints are sealed with SetuFix PU 40, a low-modulus polyurethane with a movement capability of ±25 %; joints in water tanks, pools and pavements that carry traffic or fuels are sealed with SetuFix Polysulphide 2K. Each joint is cleaned, primed, and fitted with a closed-cell backer rod so that the sealant has the correct width-to-depth ratio and sticks only to the two faces of the joint.

For wide joints on roofs and podiums we install cover systems and membrane strips that bridge the joint and are incorporated into the waterproofing of the roof, so that the joint is as watertight as the slab on either side.',
   'move-horizontal', '/images/services/expansion-joint-sealing.svg',
   array['Joint design for the expected movement', 'Polyurethane and polysulphide sealants', 'Backer rods for correct sealant geometry', 'Roof and podium joint cover systems'],
   50),

  ('structural-repair', 'Structural Repair & Rehabilitation',
   'Repair of corroded and spalled concrete, column jacketing and protective coatings that extend the life of ageing buildings.',
   'Water that enters concrete over the years carries carbon dioxide and chlorides to the reinforcement, which rusts, expands and cracks the concrete cover. Left alone, spalling spreads from chajjas and balconies to columns and beams and eventually weakens the structure.

Our engineers carry out a condition survey with rebound hammer, cover meter, carbonation depth and half-cell tests, and prepare a repair scheme. Damaged concrete is broken out behind the reinforcement, bars are cleaned and coated with Sthira Rebar Guard, and the section is rebuilt with Sthira Repair Mortar R3 or, for deep and congested areas, Sthira Micro Concrete poured in formwork. Where the original members are undersized, we jacket columns and beams with additional reinforcement and micro concrete.

Repaired areas are finished with JalKavach Anti-Carbonation Coat to slow further carbonation and keep water out. We work in occupied buildings with planned propping and phasing, and provide a report with photographs and test results.',
   'hammer', '/images/services/structural-repair.svg',
   array['Condition survey with non-destructive tests', 'Rebar cleaning and zinc-rich protection', 'Polymer repair mortars and micro concrete', 'Column and beam jacketing', 'Anti-carbonation protective coating'],
   60),

  ('leak-detection', 'Site Inspection & Leak Detection',
   'A diagnosis before any repair: moisture mapping, thermal imaging and flood tests to find where water really enters.',
   'Water often appears far from where it enters: a damp patch on a ceiling may come from a bathroom two rooms away, a plumbing joint inside a wall or a crack in the parapet. Treating the wrong place wastes money and the leak returns with the next monsoon.

Our inspection visit maps moisture on walls and ceilings with a calibrated moisture meter, uses thermal imaging to trace wet areas and concealed pipes, and checks slopes, outlets, joints and previous repairs. Where needed we carry out controlled flood or spray tests area by area to confirm the entry point, and pressure-test plumbing lines with the owner''s plumber.

You receive a written report with annotated photographs, the likely causes ranked by probability, and a recommended repair with the products and quantities required. The report is yours to use with any contractor; if you choose us for the work, the inspection fee is adjusted against the repair.',
   'search', '/images/services/leak-detection.svg',
   array['Moisture mapping and thermal imaging', 'Controlled flood and spray tests', 'Written report with photographs', 'Repair specification with quantities', 'Fee adjusted against repair work'],
   70),

  ('export-supply', 'Export Supply & Bulk Orders',
   'Container loads of waterproofing and construction chemicals for distributors and projects in 15+ countries, with full documentation.',
   'Jalraksha supplies distributors, contractors and project owners across the Middle East, Africa and South and South-East Asia from our plant in Ahmedabad, a short haul from the ports of Mundra and Pipavav. Every batch is tested in our laboratory before dispatch and is shipped with its test certificate.

We handle full and part container loads, mixed containers of several products, and private-label packing with your brand and language on the pack. Our export team prepares the commercial invoice, packing list, certificate of origin, material safety data sheets and the test certificates your authorities require, and books freight on FOB or CIF terms. Typical lead time from confirmed order to port is three weeks.

Bulk buyers within India receive the same service: dispatch by road in our partner transporters'' vehicles, scheduled deliveries for large projects and technical support on site during the first application.',
   'ship', '/images/services/export-supply.svg',
   array['Full and mixed container loads', 'Private-label packing', 'Export documentation and test certificates', 'FOB and CIF terms', 'About three weeks from order to port'],
   80),

  ('technical-consultation', 'Technical Consultation & Specification',
   'Waterproofing design support for architects, consultants and contractors: system selection, specifications, details and training.',
   'The best membrane will still leak if the system is wrong for the structure or the details are left to chance on site. Our technical team works with architects, structural consultants and contractors from design through to handover.

We review drawings and recommend systems for each part of the building: foundations, basements, podiums, wet areas, terraces and facades. We prepare specifications and bills of quantities, standard details for upturns, outlets, penetrations and joints, and method statements that site teams can follow. During construction we visit to check substrate preparation, train applicators, witness flood tests and record the work.

Consultations for a single element such as a terrace or a water tank are free for our customers; larger projects are supported under a scope agreed at the start. Technical data sheets and safety data sheets for every product are available on request.',
   'messages-square', '/images/services/technical-consultation.svg',
   array['System selection for every building element', 'Specifications, BOQ and standard details', 'Applicator training on site', 'Inspection and witnessing of flood tests'],
   90),

  ('waterproofing-calculator', 'Waterproofing Calculator',
   'Estimate the treated area, material quantity and packs needed for your terrace, bathroom, basement, water tank or external wall.',
   'Our waterproofing calculator turns the coverage figures from our technical data sheets into a material estimate for your job. Enter the dimensions of a terrace, bathroom, basement, water tank or external wall, choose the product system and the number of coats, and the calculator shows the treated area including upturns and wall bands, the quantity per coat and in total with a wastage allowance, and the packs to order.

The formula and every assumption are shown with the result, so you can check them or share them with your contractor. Estimates are a guide: site conditions vary, and our technical team is happy to confirm quantities from your drawings.',
   'calculator', '/images/services/waterproofing-calculator.svg',
   array['Terrace, bathroom, basement, tank and wall', 'Metric and feet', 'Packs rounded up with least leftover', 'Formula and assumptions shown'],
   100);

-- Transport companies (fictional names and numbers) ----------------------------------------------

insert into public.transport_companies (
  name, contact_person, phones, email, website, address, city, state, service_areas, vehicle_types, is_verified
) values
  ('Sabarmati Roadlines', 'Hitesh Patel', array['+91 79 4006 1120', '+91 98250 11201'], 'bookings@sabarmati-roadlines.example', null, 'Shed 12, Narol Transport Nagar, Narol', 'Ahmedabad', 'Gujarat', array['Gujarat', 'Rajasthan', 'Maharashtra', 'Mundra Port'], array['Tata Ace', '14 ft LCV', '19 ft truck', '32 ft container'], true),
  ('Kankaria Cargo Movers', 'Farhan Shaikh', array['+91 79 2546 3310'], 'kankaria.cargo@example.com', null, 'Opp. Geeta Mandir Bus Stand, Geeta Mandir Road', 'Ahmedabad', 'Gujarat', array['Ahmedabad city', 'Gandhinagar', 'Sanand', 'Mehsana'], array['Tata Ace', 'Tempo', 'Pickup'], true),
  ('Mundra Port Logistics', 'Rajesh Gadhvi', array['+91 2838 221 450', '+91 98790 22145'], 'ops@mundraportlogistics.example', 'https://mundraportlogistics.example', 'Plot 7, Port Road, Mundra', 'Mundra', 'Gujarat', array['Mundra Port', 'Kandla Port', 'Gujarat', 'North India'], array['20 ft container', '40 ft container', 'Trailer'], true),
  ('Surat Diamond Transport Co.', 'Nilesh Desai', array['+91 261 246 7788'], 'dispatch@suratdiamondtransport.example', null, 'Ring Road, near Sahara Darwaja', 'Surat', 'Gujarat', array['South Gujarat', 'Mumbai', 'Pune', 'Nashik'], array['14 ft LCV', '17 ft truck', '22 ft truck'], true),
  ('Vadodara Express Carriers', 'Manoj Rathod', array['+91 265 234 5511'], 'vadodara.express@example.com', null, 'GIDC Makarpura', 'Vadodara', 'Gujarat', array['Central Gujarat', 'Madhya Pradesh', 'Rajasthan'], array['Tempo', '14 ft LCV', '19 ft truck'], false),
  ('Saurashtra Freight Lines', 'Bhavesh Jadeja', array['+91 281 245 8890'], 'saurashtra.freight@example.com', null, 'Gondal Road Transport Hub', 'Rajkot', 'Gujarat', array['Saurashtra', 'Kutch', 'Ahmedabad', 'Pipavav Port'], array['Tata Ace', '19 ft truck', '32 ft container'], true),
  ('Konkan Highway Movers', 'Sachin More', array['+91 22 2781 4400', '+91 98200 44012'], 'booking@konkanhighway.example', 'https://konkanhighway.example', 'Sector 19, Turbhe MIDC', 'Navi Mumbai', 'Maharashtra', array['Mumbai', 'Thane', 'Konkan', 'Goa', 'JNPT Port'], array['14 ft LCV', '32 ft container', 'Trailer', '40 ft container'], true),
  ('Deccan Loadlink', 'Prashant Kulkarni', array['+91 20 2712 9080'], 'deccan.loadlink@example.com', null, 'Chakan MIDC Phase 2', 'Pune', 'Maharashtra', array['Pune', 'Satara', 'Kolhapur', 'Solapur'], array['Tata Ace', '17 ft truck', '22 ft truck'], true),
  ('Orange City Carriers', 'Amol Deshmukh', array['+91 712 258 3344'], 'orangecity.carriers@example.com', null, 'Wadi Transport Nagar', 'Nagpur', 'Maharashtra', array['Vidarbha', 'Chhattisgarh', 'Telangana', 'Madhya Pradesh'], array['19 ft truck', '32 ft container', 'Trailer'], false),
  ('Pink City Roadways', 'Vikram Singh Shekhawat', array['+91 141 233 6672'], 'pinkcity.roadways@example.com', null, 'Transport Nagar, Agra Road', 'Jaipur', 'Rajasthan', array['Rajasthan', 'Delhi NCR', 'Haryana'], array['Tempo', '14 ft LCV', '22 ft truck'], true),
  ('Marwar Goods Transport', 'Om Prakash Choudhary', array['+91 291 274 1100'], 'marwar.goods@example.com', null, 'Basni Industrial Area', 'Jodhpur', 'Rajasthan', array['Western Rajasthan', 'Gujarat', 'Barmer'], array['Pickup', '19 ft truck', 'Trailer'], false),
  ('Capital Cargo Network', 'Anil Malhotra', array['+91 11 2581 9090', '+91 98110 58190'], 'bookings@capitalcargonetwork.example', 'https://capitalcargonetwork.example', 'Sanjay Gandhi Transport Nagar', 'New Delhi', 'Delhi', array['Delhi NCR', 'Punjab', 'Haryana', 'Uttar Pradesh', 'Uttarakhand'], array['Tata Ace', '14 ft LCV', '32 ft container', 'Trailer'], true),
  ('Gurugram Fleet Services', 'Deepak Yadav', array['+91 124 401 2277'], 'gurugram.fleet@example.com', null, 'Udyog Vihar Phase 4', 'Gurugram', 'Haryana', array['Gurugram', 'Manesar', 'Rewari', 'Delhi NCR'], array['Tempo', '17 ft truck', '22 ft truck'], false),
  ('Lucknow Awadh Logistics', 'Mohd. Imran', array['+91 522 243 6611'], 'awadh.logistics@example.com', null, 'Transport Nagar, Kanpur Road', 'Lucknow', 'Uttar Pradesh', array['Uttar Pradesh', 'Bihar', 'Nepal border'], array['Tata Ace', '19 ft truck', '32 ft container'], true),
  ('Ludhiana Punjab Carriers', 'Gurpreet Singh', array['+91 161 250 7788'], 'punjab.carriers@example.com', null, 'Transport Nagar, GT Road', 'Ludhiana', 'Punjab', array['Punjab', 'Himachal Pradesh', 'Jammu', 'Chandigarh'], array['14 ft LCV', '22 ft truck', 'Trailer'], true),
  ('Malwa Plateau Transport', 'Rahul Joshi', array['+91 731 249 3322'], 'malwa.transport@example.com', null, 'Lasudia Mori, Dewas Naka', 'Indore', 'Madhya Pradesh', array['Madhya Pradesh', 'Gujarat', 'Maharashtra'], array['Tempo', '19 ft truck', '32 ft container'], true),
  ('Lakes City Movers', 'Sanjay Tiwari', array['+91 755 258 1166'], 'lakescity.movers@example.com', null, 'Govindpura Industrial Area', 'Bhopal', 'Madhya Pradesh', array['Bhopal', 'Jabalpur', 'Sagar', 'Gwalior'], array['Tata Ace', '14 ft LCV'], false),
  ('Hooghly Freight Corporation', 'Subrata Banerjee', array['+91 33 2248 7700'], 'hooghly.freight@example.com', null, 'Strand Road, Burrabazar', 'Kolkata', 'West Bengal', array['West Bengal', 'Odisha', 'Assam', 'Kolkata Port'], array['19 ft truck', '32 ft container', 'Trailer'], true),
  ('Kalinga Road Carriers', 'Pradeep Mohanty', array['+91 674 258 4455'], 'kalinga.carriers@example.com', null, 'Rasulgarh Industrial Estate', 'Bhubaneswar', 'Odisha', array['Odisha', 'Paradip Port', 'Andhra Pradesh'], array['14 ft LCV', '22 ft truck'], false),
  ('Brahmaputra Cargo Services', 'Ranjit Baruah', array['+91 361 254 9900'], 'brahmaputra.cargo@example.com', null, 'Amingaon Transport Area', 'Guwahati', 'Assam', array['Assam', 'Meghalaya', 'Arunachal Pradesh', 'North East'], array['Tempo', '17 ft truck', '19 ft truck'], true),
  ('Deccan Plateau Logistics', 'Srinivas Reddy', array['+91 40 2307 6611', '+91 98490 76611'], 'bookings@deccanplateau.example', 'https://deccanplateau.example', 'Autonagar, Vanasthalipuram', 'Hyderabad', 'Telangana', array['Telangana', 'Andhra Pradesh', 'Karnataka'], array['Tata Ace', '14 ft LCV', '32 ft container'], true),
  ('Garden City Transport', 'Manjunath Gowda', array['+91 80 2839 4422'], 'gardencity.transport@example.com', null, 'Yeshwanthpur Industrial Suburb', 'Bengaluru', 'Karnataka', array['Karnataka', 'Tamil Nadu', 'Kerala'], array['Tata Ace', '17 ft truck', '22 ft truck', 'Trailer'], true),
  ('Coromandel Coast Carriers', 'Karthik Subramanian', array['+91 44 2625 3388'], 'coromandel.carriers@example.com', null, 'Madhavaram Truck Terminal', 'Chennai', 'Tamil Nadu', array['Tamil Nadu', 'Puducherry', 'Chennai Port', 'Ennore Port'], array['14 ft LCV', '32 ft container', '40 ft container'], true),
  ('Kovai Goods Movers', 'Senthil Kumar', array['+91 422 257 1190'], 'kovai.goods@example.com', null, 'Sidco Industrial Estate, Kurichi', 'Coimbatore', 'Tamil Nadu', array['Western Tamil Nadu', 'Kerala', 'Bengaluru'], array['Tempo', '19 ft truck'], false),
  ('Malabar Coast Logistics', 'Anoop Menon', array['+91 484 255 6677'], 'malabar.logistics@example.com', null, 'Container Road, Kalamassery', 'Kochi', 'Kerala', array['Kerala', 'Cochin Port', 'Vizhinjam', 'Southern Tamil Nadu'], array['14 ft LCV', '32 ft container', 'Trailer'], true),
  ('Vizag Harbour Movers', 'Ramana Murthy', array['+91 891 256 8833'], 'vizag.harbour@example.com', null, 'Port Area, Gnanapuram', 'Visakhapatnam', 'Andhra Pradesh', array['Andhra Pradesh', 'Visakhapatnam Port', 'Odisha'], array['22 ft truck', '40 ft container', 'Trailer'], false),
  ('Golden Temple Roadlines', 'Harjit Singh Sandhu', array['+91 183 250 4499'], 'goldentemple.roadlines@example.com', null, 'Transport Nagar, GT Road', 'Amritsar', 'Punjab', array['Punjab', 'Jammu and Kashmir', 'Himachal Pradesh'], array['Tata Ace', '19 ft truck'], false),
  ('Patna Ganga Transport', 'Ravi Shankar Prasad', array['+91 612 226 7755'], 'ganga.transport@example.com', null, 'Transport Nagar, Bypass Road', 'Patna', 'Bihar', array['Bihar', 'Jharkhand', 'Eastern Uttar Pradesh'], array['Tempo', '14 ft LCV', '19 ft truck'], true);

-- Videos (clearly fictional 11-character YouTube ids) --------------------------------------------

insert into public.videos (youtube_id, title, description, category, sort_order) values
  ('jrDemoVid01', 'Terrace waterproofing with an acrylic roof coating, step by step',
   'Surface preparation, crack filling, primer and two coats of JalKavach Roof Coat AE with mesh at corners and outlets.',
   'application', 10),
  ('jrDemoVid02', 'Bathroom waterproofing under tiles with a 2-component cementitious coating',
   'Mixing NeerShield Flex 2K, fabric tape at corners, two crosswise coats and the ponding test before tiling.',
   'application', 20),
  ('jrDemoVid03', 'Torching an APP membrane: laps, upturns and outlets',
   'How DhruvaBit APP 4 mm is laid with 100 mm side laps and 150 mm end laps, and how upturns and outlets are detailed.',
   'application', 30),
  ('jrDemoVid04', 'Crystalline waterproofing of an underground water tank',
   'Cleaning, saturating and brushing NeerShield Crystal Slurry in two coats, and why the concrete must be kept moist.',
   'application', 40),
  ('jrDemoVid05', 'Inside our quality-control laboratory',
   'Every batch is tested before dispatch: density, solids, elongation, bond strength and water impermeability.',
   'company', 50),
  ('jrDemoVid06', 'From Ahmedabad to the world: loading an export container',
   'Palletising, shrink-wrapping and loading a mixed container of waterproofing products for a distributor overseas.',
   'exports', 60);

-- Home banners (1600 x 600 illustrations) ---------------------------------------------------------

insert into public.banners (title, subtitle, image_url, cta_label, cta_href, sort_order) values
  ('Terraces that stay dry through every monsoon',
   'Heat-reflective liquid membranes, torch-on sheets and cementitious systems, with detailing at every upturn and outlet.',
   '/images/banners/terrace-waterproofing.svg', 'Explore roof systems', '/products', 10),
  ('Dry basements, from the raft up',
   'Crystalline admixtures, membranes and negative-side coatings that hold back ground water for the life of the building.',
   '/images/banners/basement-waterproofing.svg', 'Basement waterproofing', '/services/basement-waterproofing', 20),
  ('Made in Ahmedabad, trusted in 15+ countries',
   'Every batch tested in our laboratory, shipped in full or mixed containers with complete export documentation.',
   '/images/banners/export-container-port.svg', 'Export enquiries', '/exports', 30);

-- SEO for every public route -----------------------------------------------------------------------

insert into public.seo_settings (route, title, description, keywords, og_image) values
  ('/', 'Jalraksha Building Solutions | Waterproofing & Construction Chemicals',
   'Waterproofing membranes, coatings, sealants, admixtures and repair mortars made in Ahmedabad, India, with application services and exports to 15+ countries.',
   'waterproofing, construction chemicals, roof coating, Ahmedabad, Gujarat, India, exporter', '/images/og/default.svg'),
  ('/products', 'Waterproofing Products & Construction Chemicals | Jalraksha',
   'Liquid membranes, cementitious coatings, bituminous membranes, sealants, admixtures, repair mortars, tile adhesives and primers with data-sheet specifications.',
   'waterproofing products, liquid membrane, APP membrane, PU sealant, tile adhesive, repair mortar', '/images/og/default.svg'),
  ('/services', 'Waterproofing Services | Terrace, Basement, Bathroom | Jalraksha',
   'Terrace, basement, bathroom and water-tank waterproofing, joint sealing, structural repair, leak detection, export supply and technical consultation.',
   'waterproofing services, terrace waterproofing, basement waterproofing, leak detection, structural repair', '/images/services/terrace-waterproofing.svg'),
  ('/services/waterproofing-calculator', 'Waterproofing Calculator | Material & Pack Estimate | Jalraksha',
   'Estimate the treated area, material quantity and packs for your terrace, bathroom, basement, water tank or external wall, with the formula shown.',
   'waterproofing calculator, coverage calculator, material estimate, roof coating quantity', '/images/services/waterproofing-calculator.svg'),
  ('/transport', 'Transport Companies Across India | Jalraksha',
   'Find transport companies by city, state, vehicle type and service area, from Tata Ace to 40 ft containers, and contact them directly.',
   'transport companies, truck booking, LCV, container transport, India logistics', '/images/og/default.svg'),
  ('/exports', 'Exports | Waterproofing Products from India | Jalraksha',
   'Exporting to 15+ countries with 100% material testing, private-label packing, full documentation and a lead time of about 21 days to port.',
   'export waterproofing, construction chemicals exporter India, container supply, private label', '/images/banners/export-container-port.svg'),
  ('/contact', 'Contact Us | Jalraksha Building Solutions, Ahmedabad',
   'Call, e-mail or message us on WhatsApp for product advice, site inspections, quotations and export enquiries.',
   'contact, Jalraksha, Ahmedabad, waterproofing enquiry', '/images/og/default.svg'),
  ('/about', 'About Us | Jalraksha Building Solutions',
   'A waterproofing and construction chemicals manufacturer in Ahmedabad, Gujarat, with an in-house laboratory, trained applicators and exports to 15+ countries.',
   'about Jalraksha, waterproofing manufacturer, Gujarat, quality control', '/images/og/default.svg'),
  ('/privacy-policy', 'Privacy Policy | Jalraksha Building Solutions',
   'How Jalraksha Building Solutions collects, uses and protects the personal data of visitors and customers, and how cookies are used on this site.',
   'privacy policy, cookies, data protection', '/images/og/default.svg'),
  ('/login', 'Sign In | Jalraksha Building Solutions',
   'Sign in to your Jalraksha account to manage the site or follow up on your enquiries.',
   'sign in, login', '/images/og/default.svg'),
  ('/admin-setup', 'Administrator Setup | Jalraksha Building Solutions',
   'Set up the first administrator account of the Jalraksha Building Solutions website.',
   'admin setup', '/images/og/default.svg'),
  ('/reset-password', 'Reset Password | Jalraksha Building Solutions',
   'Choose a new password for your Jalraksha Building Solutions account.',
   'reset password', '/images/og/default.svg');

-- Social links ----------------------------------------------------------------------------------------

insert into public.social_links (platform, url, sort_order) values
  ('facebook', 'https://www.facebook.com/jalraksha.example', 10),
  ('instagram', 'https://www.instagram.com/jalraksha.example', 20),
  ('linkedin', 'https://www.linkedin.com/company/jalraksha-example', 30),
  ('youtube', 'https://www.youtube.com/@jalraksha-example', 40),
  ('twitter', 'https://x.com/jalraksha_example', 50);

-- WhatsApp widget: exactly one active record ----------------------------------------------------------

insert into public.whatsapp_settings (
  is_active, phone_number, business_name, welcome_message, custom_message, position,
  show_availability, availability_hours, auto_replies
) values (
  true,
  '+91 98250 41870',
  'Jalraksha Building Solutions',
  'Namaste! Welcome to Jalraksha Building Solutions. How can we help you with waterproofing today?',
  'Hello Jalraksha, I would like to know more about your waterproofing products and services.',
  'bottom-left',
  true,
  '{"start": "09:00", "end": "18:00"}'::jsonb,
  '[{"trigger": "Product prices", "response": "Please share the product, quantity and delivery city, and our sales team will send you a quotation."},
    {"trigger": "Site inspection", "response": "We can inspect your site and find the source of the leak. Please share your address and a convenient time."},
    {"trigger": "Export enquiry", "response": "We export to 15+ countries. Please share your country, products and approximate quantities for a quote."},
    {"trigger": "Technical data sheet", "response": "Tell us the product name and we will e-mail you its technical and safety data sheets."}]'::jsonb
);

-- Company story, figures and certifications (home and about pages) -------------------------------

update public.site_settings set
  founded_year = 1998,
  story = 'Jalraksha began in 1998 as a small workshop in Odhav, Ahmedabad, blending acrylic roof coatings for contractors who were tired of terraces that leaked again after one monsoon. The founders were civil engineers, and they made one rule that still holds: no product leaves the plant until its batch has passed our own laboratory tests.

Today our GIDC plant produces more than thirty products across liquid membranes, cementitious and crystalline coatings, bituminous membranes, sealants, admixtures, repair mortars and tile adhesives. Our applicator teams and technical staff work on homes, housing societies, hospitals, factories and infrastructure across India.

From Ahmedabad, a short haul from the ports of Mundra and Pipavav, we ship full and mixed containers to distributors and projects in the Middle East, Africa and South and South-East Asia, each batch with its test certificate.',
  figures = '[{"value": "25+", "label": "Years in waterproofing"},
              {"value": "1,200+", "label": "Projects waterproofed"},
              {"value": "30+", "label": "Products made in-house"},
              {"value": "350+", "label": "Dealers and applicators"}]'::jsonb,
  certifications = array[
    'ISO 9001:2015 quality management system',
    'Products tested to IS 2645 and ASTM standards',
    'In-house laboratory for raw-material and batch testing',
    'Potable-water-safe linings for water tanks'
  ],
  quality_statement = 'Every raw material is checked on arrival and every finished batch is tested in our laboratory for density, solids, elongation, bond strength and water impermeability before it is packed. Batch numbers are printed on each pack and test certificates travel with every export shipment.'
where id = 1;

-- Data sheets (generated by scripts/generate-data-sheets.ts; do not edit by hand) ---
-- Technical data sheets for every seeded product, safety data sheets for the chemical ones;
-- the PDFs are in public/docs/. Rerun the script after changing a seeded product.

update public.products set tds_url = '/docs/tds/' || slug || '.pdf' where slug in (
  'jalkavach-acrylic-roof-coat',
  'jalkavach-pu-1600',
  'jalkavach-fibre-roof-coat',
  'jalkavach-pu-top-coat',
  'jalkavach-weather-coat',
  'jalkavach-anti-carbonation-coat',
  'jalkavach-silane-siloxane-repellent',
  'neershield-flex-2k',
  'neershield-rigid-1k',
  'neershield-crystal-slurry',
  'dhruvabit-app-4mm',
  'dhruvabit-sbs-3mm',
  'dhruvabit-self-adhesive-membrane',
  'dhruvabit-rubberised-bitumen-coat',
  'setufix-pu-40',
  'setufix-polysulphide-2k',
  'setufix-acrylic-crack-filler',
  'setufix-neutral-silicone',
  'jalkavach-acrylic-primer',
  'jalkavach-pu-primer',
  'dhruvabit-bitumen-primer',
  'setufix-sbr-latex',
  'setufix-epoxy-bonding-agent',
  'sthira-integral-wp',
  'sthira-pce-superplasticiser',
  'sthira-crystalline-admix',
  'sthira-repair-mortar-r3',
  'sthira-micro-concrete',
  'sthira-non-shrink-grout',
  'sthira-rebar-guard',
  'kalasetu-tile-adhesive-c2te',
  'kalasetu-stone-adhesive-s1',
  'kalasetu-epoxy-grout',
  'kalasetu-polymer-grout'
);

update public.products set sds_url = '/docs/sds/' || slug || '.pdf' where slug in (
  'jalkavach-acrylic-roof-coat',
  'jalkavach-pu-1600',
  'jalkavach-fibre-roof-coat',
  'jalkavach-pu-top-coat',
  'jalkavach-weather-coat',
  'jalkavach-anti-carbonation-coat',
  'jalkavach-silane-siloxane-repellent',
  'neershield-flex-2k',
  'neershield-rigid-1k',
  'neershield-crystal-slurry',
  'dhruvabit-rubberised-bitumen-coat',
  'setufix-pu-40',
  'setufix-polysulphide-2k',
  'setufix-acrylic-crack-filler',
  'setufix-neutral-silicone',
  'jalkavach-acrylic-primer',
  'jalkavach-pu-primer',
  'dhruvabit-bitumen-primer',
  'setufix-sbr-latex',
  'setufix-epoxy-bonding-agent',
  'sthira-integral-wp',
  'sthira-pce-superplasticiser',
  'sthira-crystalline-admix',
  'sthira-repair-mortar-r3',
  'sthira-micro-concrete',
  'sthira-non-shrink-grout',
  'sthira-rebar-guard',
  'kalasetu-tile-adhesive-c2te',
  'kalasetu-stone-adhesive-s1',
  'kalasetu-epoxy-grout',
  'kalasetu-polymer-grout'
);
-- End of data sheets ---
