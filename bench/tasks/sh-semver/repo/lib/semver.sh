#!/usr/bin/env bash
# Semantic version helpers. Versions are MAJOR.MINOR.PATCH with an optional
# leading "v"; pre-release and build suffixes are not supported.

# semver_valid VERSION: succeeds when VERSION looks like 1.2.3 or v1.2.3.
semver_valid() {
  [[ $1 =~ ^v?[0-9]+\.[0-9]+\.[0-9]+$ ]]
}

# semver_parts VERSION: prints the three numbers, space separated.
semver_parts() {
  local version=${1#v}
  local IFS=.
  # shellcheck disable=SC2086
  set -- $version
  echo "$1 $2 $3"
}

# semver_lt A B: succeeds when version A comes before version B.
semver_lt() {
  local a b index
  read -r -a a <<<"$(semver_parts "$1")"
  read -r -a b <<<"$(semver_parts "$2")"
  for index in 0 1 2; do
    if [[ ${a[index]} < ${b[index]} ]]; then
      return 0
    fi
    if [[ ${a[index]} > ${b[index]} ]]; then
      return 1
    fi
  done
  return 1
}

# semver_sort: sorts the versions on stdin, one per line, oldest first.
# Lines that are not versions are reported on stderr and skipped.
semver_sort() {
  local versions=() line i j tmp
  while IFS= read -r line; do
    [[ -z $line ]] && continue
    if semver_valid "$line"; then
      versions+=("$line")
    else
      echo "semver-sort: not a version: $line" >&2
    fi
  done
  # Insertion sort: the lists are short and this keeps equal versions in order.
  for ((i = 1; i < ${#versions[@]}; i++)); do
    tmp=${versions[i]}
    j=$((i - 1))
    while ((j >= 0)) && semver_lt "$tmp" "${versions[j]}"; do
      versions[j + 1]=${versions[j]}
      j=$((j - 1))
    done
    versions[j + 1]=$tmp
  done
  ((${#versions[@]})) && printf '%s\n' "${versions[@]}"
  return 0
}
