/**
 * Small designer files the tests share: a Cockatrice card database whose one card has an
 * impossible-timing error (a sorcery "only during combat"), on line 6 of the XML.
 */

/** Cockatrice XML v4 with one card, Battle Hymn: `Cast this spell only during combat.` on a Sorcery. */
export const COCKATRICE_XML = `<?xml version="1.0" encoding="UTF-8"?>
<cockatrice_carddatabase version="4">
<cards>
<card>
<name>Battle Hymn</name>
<text>Cast this spell only during combat.&lt;br&gt;Creatures you control get +2/+0 until end of turn.</text>
<prop><type>Sorcery</type><manacost>2R</manacost></prop>
</card>
</cards>
</cockatrice_carddatabase>
`;
