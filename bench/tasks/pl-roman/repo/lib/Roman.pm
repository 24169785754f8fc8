package Roman;

# Roman numerals from 1 to 3999: to_roman(1994) is "MCMXCIV",
# from_roman("MCMXCIV") is 1994. from_roman dies on text that is not a
# numeral.

use strict;
use warnings;

our $VERSION = '0.3';

my @PAIRS = (
    [ 1000, 'M' ], [ 900, 'CM' ], [ 500, 'D' ], [ 400, 'CD' ],
    [ 100,  'C' ], [ 90,  'XC' ], [ 50,  'L' ], [ 40,  'XL' ],
    [ 10,   'X' ], [ 9,   'IX' ], [ 5,   'V' ], [ 4,   'IV' ],
    [ 1,    'I' ],
);

my %VALUE = ( I => 1, V => 5, X => 10, L => 50, C => 100, D => 500, M => 1000 );

sub to_roman {
    my ($number) = @_;
    die "not a whole number from 1 to 3999: $number\n"
      unless defined $number && $number =~ /^\d+$/ && $number >= 1 && $number <= 3999;
    my $roman = '';
    for my $pair (@PAIRS) {
        my ( $value, $symbols ) = @$pair;
        while ( $number >= $value ) {
            $roman .= $symbols;
            $number -= $value;
        }
    }
    return $roman;
}

sub from_roman {
    my ($text) = @_;
    my $roman = uc( $text // '' );
    die "not a Roman numeral: $text\n" unless $roman =~ /^[IVXLCDM]+$/;
    my $total = 0;
    for my $symbol ( split //, $roman ) {
        $total += $VALUE{$symbol};
    }
    # Only the canonical spelling is accepted (no IIII, no IM).
    die "not a Roman numeral: $text\n" unless to_roman($total) eq $roman;
    return $total;
}

1;
