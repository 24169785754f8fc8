use strict;
use warnings;
use Test::More;
use Roman;

# The value of a numeral, or the error it died with.
sub value_of {
    my ($roman) = @_;
    my $value = eval { Roman::from_roman($roman) };
    return defined $value ? $value : "died: $@";
}

is( Roman::to_roman(1),    'I',       'one' );
is( Roman::to_roman(4),    'IV',      'four' );
is( Roman::to_roman(1994), 'MCMXCIV', 'MCMXCIV from 1994' );
is( Roman::to_roman(3999), 'MMMCMXCIX', 'the largest' );

is( value_of('III'),     3,    'three' );
is( value_of('iv'),      4,    'four, lower case' );
is( value_of('XLII'),    42,   'forty-two' );
is( value_of('MCMXCIV'), 1994, 'MCMXCIV to 1994' );

my $round_trip = 1;
for my $number ( 1 .. 3999 ) {
    my $roman = Roman::to_roman($number);
    my $back  = value_of($roman);
    if ( $back ne $number ) {
        diag("round trip of $number ($roman) gave $back");
        $round_trip = 0;
        last;
    }
}
ok( $round_trip, 'every number survives the round trip' );

ok( !eval { Roman::from_roman('IIII'); 1 }, 'IIII is refused' );
ok( !eval { Roman::from_roman('ABC'); 1 },  'letters that are not numerals are refused' );

done_testing();
