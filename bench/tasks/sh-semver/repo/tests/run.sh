#!/usr/bin/env bash
# Runs every check; prints one line per failure, then how many passed.
set -uo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
# shellcheck source=../lib/semver.sh
source "$here/../lib/semver.sh"

passed=0
failed=0
check() {
  local name=$1
  shift
  if "$@"; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "FAIL: $name"
  fi
}
not() { ! "$@"; }
sorted() {
  local expected=$1 input=$2 actual
  actual=$(printf '%b' "$input" | "$here/../bin/semver-sort" 2>/dev/null | tr '\n' ' ')
  [[ $actual == "$expected" ]] || {
    echo "  expected: $expected"
    echo "  actual:   $actual"
    return 1
  }
}

check "valid versions" semver_valid 1.2.3
check "a leading v" semver_valid v10.0.1
check "not a version" not semver_valid 1.2
check "patch order" semver_lt 1.2.3 1.2.4
check "minor beats patch" semver_lt 1.2.9 1.3.0
check "equal is not less" not semver_lt 2.0.0 2.0.0
check "numbers, not text: 9 < 10" semver_lt 1.9.0 1.10.0
check "numbers, not text: 10 > 9" not semver_lt 1.10.0 1.9.0
check "major 2 < 11" semver_lt 2.0.0 11.0.0
check "sort" sorted "1.2.0 1.9.2 1.10.0 " '1.10.0\n1.2.0\n1.9.2\n'
check "sort with v and junk" sorted "v0.9.9 1.0.0 " 'junk\n1.0.0\nv0.9.9\n'

echo "$passed of $((passed + failed)) checks passed"
((failed == 0))
